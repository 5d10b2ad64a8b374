import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAuthStore } from '../features/auth/auth-store';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { ClassReportPage } from '../features/reports/class-report-page';
import { ParentPages } from '../features/reports/parent-pages';
import { StudentReportPage } from '../features/reports/student-report-page';
import { signInPathFor } from '../lib/safe-next';
import { LoadingScreen } from '../ui/loading-screen';
import { reportRadar as radar } from './report-radar';

/** A positive whole number from the address (an id), or null. */
const idOf = (raw: string | undefined): number | null =>
  raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;

/**
 * `/classroom/:classId/reports/*` (a chunk of its own, loaded when a teacher opens a report):
 * the class's report, a student's (`students/:studentId`), and the parent pages to print
 * (`print`, `print/:studentId`). A signed-out visit signs in and comes back.
 */
export function ReportsRoute() {
  const { classId: rawClassId } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { t } = useLingui();
  const status = useAuthStore((s) => s.status);
  const classId = idOf(rawClassId);

  useEffect(() => {
    if (status === 'signed-out') navigate(signInPathFor(pathname + search), { replace: true });
  }, [status, pathname, search, navigate]);

  if (status === 'loading') return <LoadingScreen text={t`Loading report...`} />;
  if (status === 'signed-out') return null;
  if (classId === null) return <NotFoundPage />;
  const classPath = `/classroom/${classId}`;
  return (
    <Routes>
      <Route
        index
        element={<ClassReportPage classId={classId} classPath={classPath} radar={radar} />}
      />
      <Route
        path="students/:studentId"
        element={<StudentRoute classId={classId} classPath={classPath} />}
      />
      <Route
        path="print"
        element={<ParentPages classId={classId} classPath={classPath} radar={radar} />}
      />
      <Route
        path="print/:studentId"
        element={<StudentRoute classId={classId} classPath={classPath} print />}
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function StudentRoute({
  classId,
  classPath,
  print = false,
}: {
  classId: number;
  classPath: string;
  print?: boolean;
}) {
  const studentId = idOf(useParams().studentId);
  if (studentId === null) return <NotFoundPage />;
  // A new student is a new report: nothing of the last one's state carries over.
  return print ? (
    <ParentPages
      key={studentId}
      classId={classId}
      studentId={studentId}
      classPath={classPath}
      radar={radar}
    />
  ) : (
    <StudentReportPage key={studentId} studentId={studentId} classPath={classPath} radar={radar} />
  );
}
