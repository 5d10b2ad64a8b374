import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAuthStore } from '../features/auth/auth-store';
import { parseClassId } from '../features/classes/class-labels';
import { useClass } from '../features/classes/use-class';
import { ClassroomError } from '../features/classroom/classroom-error';
import { signInPathFor } from '../lib/safe-next';
import { LoadingScreen } from '../ui/loading-screen';
import { PickerPage } from './lazy-parts';
import { LiveClassroom } from './live-classroom';

/**
 * `/classroom/:classId`: needs a teacher (else sign in and come back here), then the class.
 * An unreadable id or a class that is not there shows the picker, as the spec asks.
 */
export function ClassroomRoute() {
  const { t } = useLingui();
  const { classId } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const status = useAuthStore((s) => s.status);
  const user = useAuthStore((s) => s.user);
  const id = parseClassId(classId);
  const load = useClass(id, status === 'signed-in');

  useEffect(() => {
    if (status === 'signed-out') navigate(signInPathFor(pathname), { replace: true });
  }, [status, pathname, navigate]);

  if (status === 'loading') return <LoadingScreen text={t`Loading teacher dashboard...`} />;
  if (status === 'signed-out' || !user) return null;

  if (load.status === 'not-found') {
    return (
      <Suspense fallback={<LoadingScreen text={t`Loading your classes...`} />}>
        <PickerPage user={user} />
      </Suspense>
    );
  }
  if (load.status === 'loading') return <LoadingScreen text={t`Loading teacher dashboard...`} />;
  if (load.status === 'error') return <ClassroomError onRetry={load.retry} />;
  return <LiveClassroom key={load.cls.id} cls={load.cls} onChangeClass={() => navigate('/')} />;
}
