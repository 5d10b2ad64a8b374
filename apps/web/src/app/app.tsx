import { Suspense } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
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

export function App() {
  return (
    <>
      <Suspense fallback={<LoadingScreen text="Loading…" />}>
        <Routes>
          <Route path="/" element={<HomeRoute />} />
          <Route path="/sign-in" element={<SignInPage />} />
          <Route
            path="/classroom/:classId"
            element={
              <Suspense fallback={<LoadingScreen text="Loading teacher dashboard..." />}>
                <ClassroomRoute />
              </Suspense>
            }
          />
          <Route path="/classroom/:classId/reports/*" element={<ReportsRoute />} />
          <Route
            path="/display/:token"
            element={
              <Suspense fallback={<LoadingScreen text="Loading student scoreboard..." board />}>
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
