import { msg } from '@lingui/core/macro';
import { Suspense } from 'react';
import { startSignUp } from '../features/auth/auth-api';
import { useAuthStore } from '../features/auth/auth-store';
// The landing page's styles stay in the entry's stylesheet, though its code is a chunk of its own
// (landing-slot.tsx): the server sends the page drawn, and it must paint styled before any script.
import '../features/landing/hero-illustration.css';
import '../features/landing/landing-page.css';
import { entryMessages, useEntryText } from '../lib/i18n/entry-texts';
import { LoadingScreen } from '../ui/loading-screen';
import { landingDrawn } from './landing-drawn';
import { LazyLandingPage, loadedLanding } from './landing-slot';
import { PickerPage } from './lazy-parts';

/**
 * `/`: the landing page for a visitor, the class picker for a teacher. While the session check
 * is out, the landing page only when the server sent it drawn (no session cookie: the check
 * will say nobody); with a cookie it is most likely a teacher, who should not see the landing
 * page flash before their classes.
 */
const TEXTS = entryMessages({
  classes: msg`Loading your classes...`,
  landing: msg`Loading…`,
});

export function HomeRoute() {
  const text = useEntryText();
  const status = useAuthStore((s) => s.status);
  const user = useAuthStore((s) => s.user);

  if (status === 'loading' && !landingDrawn) return <LoadingScreen text={text(TEXTS.classes)} />;
  if (status !== 'signed-in' || !user) {
    const LandingPage = loadedLanding();
    if (LandingPage) return <LandingPage onGetStarted={startSignUp} />;
    return (
      <Suspense fallback={<LoadingScreen text={text(TEXTS.landing)} />}>
        <LazyLandingPage onGetStarted={startSignUp} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<LoadingScreen text={text(TEXTS.classes)} />}>
      <PickerPage user={user} />
    </Suspense>
  );
}
