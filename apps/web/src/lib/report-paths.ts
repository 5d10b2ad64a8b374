/*
 * Where a class's and a student's reports live (the reports route, app/reports-route.tsx):
 * the dashboard, a student's sheet and the reports themselves link there.
 */
export const classReportPath = (classId: number): string => `/classroom/${classId}/reports`;

export const studentReportPath = (classId: number, studentId: number): string =>
  `${classReportPath(classId)}/students/${studentId}`;

/** The parent pages to print: one student's, or (no student) every student's of the roster. */
export const parentPagesPath = (classId: number, studentId?: number): string =>
  `${classReportPath(classId)}/print${studentId === undefined ? '' : `/${studentId}`}`;
