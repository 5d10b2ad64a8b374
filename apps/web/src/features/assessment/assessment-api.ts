import type {
  AssessmentDto,
  AssessmentEntry,
  AssessmentSummary,
  SelfAssessmentView,
  TeacherAssessmentInput,
} from '@classbeam/contracts';
import { api } from '../../lib/api-client';

/* The teacher's assessment calls (spec section 7, docs/decisions/0060). */
export const saveTeacherAssessment = (
  classId: number,
  studentId: number,
  input: TeacherAssessmentInput,
) =>
  api.post<AssessmentDto>(`/api/classes/${classId}/students/${studentId}/assessments`, {
    classId,
    studentId,
    ...input,
  });

/** The teacher's assessments of a date: a non-empty list means the overwrite prompt. */
export const assessmentsOn = (classId: number, date: string) =>
  api.get<AssessmentEntry[]>(
    `/api/classes/${classId}/assessments?date=${encodeURIComponent(date)}`,
  );

export const latestAssessments = (classId: number) =>
  api.get<AssessmentSummary[]>(`/api/classes/${classId}/assessments/latest`);

export const studentHistory = (classId: number, studentId: number, limit = 10) =>
  api.get<AssessmentDto[]>(
    `/api/classes/${classId}/students/${studentId}/assessments?limit=${limit}`,
  );

export const setSelfAssessmentOpen = (classId: number, open: boolean) =>
  api.put<SelfAssessmentView>(`/api/classes/${classId}/self-assessment`, { open });

export const rotateClassKey = (classId: number) =>
  api.post<SelfAssessmentView>(`/api/classes/${classId}/self-assessment/key`);

/** The teacher's End turn: whoever holds the class lets go (a student walked away, say). */
export const endActiveTurn = (classId: number) =>
  api.delete(`/api/classes/${classId}/assessment-sessions`);

export const unlockAll = (classId: number) =>
  api.delete(`/api/classes/${classId}/self-assessment-locks`);

export const unlockStudent = (classId: number, studentId: number) =>
  api.delete(`/api/classes/${classId}/students/${studentId}/self-assessment-lock`);

/** The link the iPads open: the key rides in the fragment, so no server log or referrer sees it. */
export const selfAssessmentUrl = (classId: number, key: string, origin = location.origin) =>
  `${origin}/self-assessment/${classId}#key=${key}`;
