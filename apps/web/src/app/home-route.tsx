import { msg } from '@lingui/core/macro';
import { Suspense } from 'react';
import { startSignUp } from '../features/auth/auth-api';
import { useAuthStore } from '../features/auth/auth-store';
import { LandingPage } from '../features/landing/landing-page';
import { entryMessages, useEntryText } from '../lib/i18n/entry-texts';
import { LoadingScreen } from '../ui/loading-screen';
import { landingDrawn } from './landing-drawn';
import { PickerPage } from './lazy-parts';

/**
 * `/`: the landing page for a visitor, the class picker for a teacher. While the session check
 * is out, the landing page only when the server sent it drawn (no session cookie: the check
 * will say nobody); with a cookie it is most likely a teacher, who should not see the landing
 * page flash before their classes.
 */
const TEXTS = entryMessages({ classes: msg`Loading your classes...` });

export function HomeRoute() {
  const text = useEntryText();
  const status = useAuthStore((s) => s.status);
  const user = useAuthStore((s) => s.user);

  if (status === 'loading' && !landingDrawn) return <LoadingScreen text={text(TEXTS.classes)} />;
  if (status !== 'signed-in' || !user) return <LandingPage onGetStarted={startSignUp} />;
  return (
    <Suspense fallback={<LoadingScreen text={text(TEXTS.classes)} />}>
      <PickerPage user={user} />
    </Suspense>
  );
}
