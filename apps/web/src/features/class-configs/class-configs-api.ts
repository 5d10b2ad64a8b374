import type {
  ClassConfigDto,
  ClassConfigLoadResult,
  HiddenStudentDto,
  StudentDto,
} from '@classbeam/contracts';
import { api } from '../../lib/api-client';
import { configMemory } from '../../ui/saved-configs/config-memory';

/* Saved class set-ups (spec section 7, and our load call). The server saves its own roster. */
export const listClassConfigs = (classId: number) =>
  api.get<ClassConfigDto[]>(`/api/classes/${classId}/class-configurations`);
export const saveClassConfig = (classId: number, name: string) =>
  api.post<ClassConfigDto>(`/api/classes/${classId}/class-configurations`, { name });
export const deleteClassConfig = (id: number) => api.delete(`/api/class-configurations/${id}`);
export const loadClassConfig = (id: number) =>
  api.post<ClassConfigLoadResult>(`/api/class-configurations/${id}/load`);
/** Overwrites a saved class with the roster as it is now (the spec's Update). */
export const updateClassConfig = (id: number, name: string) =>
  api.put<ClassConfigDto>(`/api/class-configurations/${id}`, { name });

/** The saved class this device last saved or loaded for the class: Update overwrites it. */
export const savedClasses = configMemory('class');

/* Hidden students (Step 7): who a load hid, Show again, and the students' own Delete. */
export const listHiddenStudents = (classId: number) =>
  api.get<HiddenStudentDto[]>(`/api/classes/${classId}/hidden-students`);
export const unhideStudent = (id: number) => api.post<StudentDto>(`/api/students/${id}/unhide`);
export const deleteHiddenStudent = (id: number) => api.delete(`/api/students/${id}`);
/** Undo of that delete, inside its window: back among the hidden students. */
export const restoreHiddenStudent = (id: number) =>
  api.post<StudentDto>(`/api/students/${id}/restore`);
