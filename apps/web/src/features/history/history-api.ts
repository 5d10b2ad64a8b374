import type { ClassHistory, RemovalResult, StudentHistory } from '@classbeam/contracts';
import { api } from '../../lib/api-client';

/** A student's timeline over whole days (YYYY-MM-DD), both included. */
export const fetchStudentHistory = (studentId: number, from: string, to: string) =>
  api.get<StudentHistory>(`/api/students/${studentId}/history?from=${from}&to=${to}`);

/** The class's timeline of one day. */
export const fetchClassHistory = (classId: number, date: string) =>
  api.get<ClassHistory>(`/api/classes/${classId}/history?date=${date}`);

/** One student's share of an award leaves the history (their timeline, or a row of a class award). */
export const removeHistoryRow = (classId: number, logId: string) =>
  api.delete<RemovalResult>(`/api/classes/${classId}/history/${logId}`);

/** A whole award leaves the history: every student it reached. */
export const removeAward = (classId: number, opId: string) =>
  api.delete<RemovalResult>(`/api/classes/${classId}/awards/${encodeURIComponent(opId)}`);
