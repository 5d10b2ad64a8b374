import type {
  DisplayLinkDto,
  StudentCreateInput,
  StudentDto,
  StudentUpdateInput,
} from '@classbeam/contracts';
import { api } from '../../lib/api-client';

/*
 * Roster changes go over HTTP and come back as the saved student; the server also tells
 * every other device (roster:changed). Points and attendance never go this way: they are
 * operations in the live outbox.
 */
export const createStudent = (input: StudentCreateInput) =>
  api.post<StudentDto>('/api/students', input);

export const updateStudent = (id: number, patch: StudentUpdateInput) =>
  api.patch<StudentDto>(`/api/students/${id}`, patch);

export const deleteStudent = (id: number) => api.delete(`/api/students/${id}`);

/** Undo of a delete, inside its window (after it, 410 delete_final). */
export const restoreStudent = (id: number) => api.post<StudentDto>(`/api/students/${id}/restore`);

export const listDisplayLinks = (classId: number) =>
  api.get<DisplayLinkDto[]>(`/api/classes/${classId}/display-links`);

export const createDisplayLink = (classId: number) =>
  api.post<DisplayLinkDto>(`/api/classes/${classId}/display-links`);

export const revokeDisplayLink = (id: number) => api.delete(`/api/display-links/${id}`);
