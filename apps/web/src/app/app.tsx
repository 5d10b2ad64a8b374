import { msg } from '@lingui/core/macro';
import { Suspense } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { entryMessages, useEntryText } from '../lib/i18n/entry-texts';
import { LoadingScreen } from '../ui/loading-screen';
import { Toaster } from '../ui/toaster';
import { HomeRoute } from './home-route';
import {
  ClassroomRoute,
  DisplayPage,
  NotFoundPage,
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

export function App() {
  const text = useEntryText();
  return (
    <>
      <Suspense fallback={<LoadingScreen text={text(TEXTS.loading)} />}>
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
      </Suspense>
      <Toaster />
    </>
  );
}

function DisplayRoute() {
  const { token = '' } = useParams();
  return <DisplayPage token={token} />;
}
