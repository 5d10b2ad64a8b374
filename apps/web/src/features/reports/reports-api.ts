import type {
  ClassReport,
  ParentNote,
  ReportSettings,
  ReportSettingsPatch,
  StudentReport,
} from '@classbeam/contracts';
import type { DateRange } from '@classbeam/domain/reports';
import { api } from '../../lib/api-client';

/* The reports' calls (docs/decisions/0155-0157). */
const query = (range: DateRange) =>
  `from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`;

export const fetchClassReport = (classId: number, range: DateRange, signal?: AbortSignal) =>
  api.get<ClassReport>(`/api/classes/${classId}/report?${query(range)}`, { signal });

export const fetchStudentReport = (studentId: number, range: DateRange, signal?: AbortSignal) =>
  api.get<StudentReport>(`/api/students/${studentId}/report?${query(range)}`, { signal });

/** Every student's report of the roster now: the class's parent pages. */
export const fetchParentPages = (classId: number, range: DateRange, signal?: AbortSignal) =>
  api.get<StudentReport[]>(`/api/classes/${classId}/parent-pages?${query(range)}`, { signal });

export const patchReportSettings = (classId: number, patch: ReportSettingsPatch) =>
  api.patch<ReportSettings>(`/api/classes/${classId}/report-settings`, patch);

export const saveParentNote = (studentId: number, text: string) =>
  api.put<ParentNote>(`/api/students/${studentId}/parent-note`, { text });

/** The behaviour history as a CSV file: a link the browser downloads (the server names it). */
export const historyExportUrl = (classId: number, range: DateRange) =>
  `/api/classes/${classId}/history-export?${query(range)}`;
