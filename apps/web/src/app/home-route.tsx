import { Suspense } from 'react';
import { startLogin } from '../features/auth/auth-api';
import { useAuthStore } from '../features/auth/auth-store';
import { LandingPage } from '../features/landing/landing-page';
import { LoadingScreen } from '../ui/loading-screen';
import { PickerPage } from './lazy-pages';

/** `/`: the landing page until the server confirms a teacher, then the class picker. */
export function HomeRoute() {
  const status = useAuthStore((s) => s.status);
  const user = useAuthStore((s) => s.user);

  if (status !== 'signed-in' || !user) return <LandingPage onGetStarted={startLogin} />;
  return (
    <Suspense fallback={<LoadingScreen text="Loading your classes..." />}>
      <PickerPage user={user} />
    </Suspense>
  );
}
