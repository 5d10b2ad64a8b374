import { msg } from '@lingui/core/macro';
import { Suspense } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { useAuthStore } from '../features/auth/auth-store';
import { entryMessages, useEntryText } from '../lib/i18n/entry-texts';
import { LoadingScreen } from '../ui/loading-screen';
import { Toaster } from '../ui/toaster';
import { HomeRoute } from './home-route';
import {
  ClassroomRoute,
  DisplayPage,
  NotFoundPage,
  OfflinePage,
  ReportsRoute,
  SelfAssessmentPage,
  SignInPage,
} from './lazy-pages';

/* The entry's loading texts: shown before Lingui's runtime is in (lib/i18n/entry-texts.ts). */
const TEXTS = entryMessages({
  loading: msg`Loading…`,
  dashboard: msg`Loading teacher dashboard...`,
  scoreboard: msg`Loading student scoreboard...`,
});

/** The pages that need a signed-in teacher's data; the display and the iPad's have their own. */
const TEACHER_PAGES = /^\/($|classroom\/|sign-in)/;

export function App() {
  const text = useEntryText();
  const offline = useAuthStore((s) => s.status === 'offline');
  const retry = useAuthStore((s) => s.load);
  const { pathname } = useLocation();
  return (
    <>
      <Suspense fallback={<LoadingScreen text={text(TEXTS.loading)} />}>
        {offline && TEACHER_PAGES.test(pathname) ? (
          <OfflinePage retry={retry} />
        ) : (
          <Routes>
            <Route path="/" element={<HomeRoute />} />
            <Route path="/sign-in" element={<SignInPage />} />
            <Route
              path="/classroom/:classId"
              element={
                <Suspense fallback={<LoadingScreen text={text(TEXTS.dashboard)} />}>
                  <ClassroomRoute />
                </Suspense>
              }
            />
            <Route path="/classroom/:classId/reports/*" element={<ReportsRoute />} />
            <Route
              path="/display/:token"
              element={
                <Suspense fallback={<LoadingScreen text={text(TEXTS.scoreboard)} board />}>
                  <DisplayRoute />
                </Suspense>
              }
            />
            <Route path="/self-assessment/:classId?" element={<SelfAssessmentPage />} />
            {/* The spec's other reading of the assessment link; same page. */}
            <Route path="/student-assessment/:classId?" element={<SelfAssessmentPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        )}
      </Suspense>
      <Toaster />
    </>
  );
}

function DisplayRoute() {
  const { token = '' } = useParams();
  return <DisplayPage token={token} />;
}
