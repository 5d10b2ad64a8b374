import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { landingDrawn } from './app/landing-drawn';
import { loadLanding } from './app/landing-slot';
import { useAuthStore } from './features/auth/auth-store';
import { preloadLocale, withMessages } from './lib/i18n/localized';
import './styles/tokens.css';
import './styles/base.css';

/*
 * The message catalogue's runtime and the active catalogue (the last account language this
 * device saw, else the browser's) start loading at once, beside everything else; every page
 * but the landing page waits for them (lib/i18n/localized.tsx), and the entry's own texts
 * follow them once in (lib/i18n/entry-texts.ts). The teacher's devices follow the teacher's
 * account language, once it is known. The landing page the server drew came in the visitor's
 * language with its texts, and loads none of it (budget F4): only when someone signs in.
 */
function startLocale() {
  preloadLocale();
  void import('./lib/i18n/entry-runtime').then((m) => m.connectEntry());
  void import('./app/follow-account-language').then((m) => m.followAccountLanguage());
  // The installed app's worker, once a teacher is signed in (decision 0180): out of every
  // page's first load (F4), and a visitor of the landing page gets none.
  void withMessages(import('./app/app-updates'), ['app.later']).then((m) =>
    m.offerUpdatesWhenSignedIn(),
  );
}
if (!landingDrawn) startLocale();
else {
  const stop = useAuthStore.subscribe((state) => {
    if (state.status !== 'signed-in') return;
    stop();
    startLocale();
  });
}

// Ask who is signed in before the first render, in parallel with React starting up. A
// classroom display opened through its link is nobody's session: it does not ask.
if (!window.location.pathname.startsWith('/display/')) void useAuthStore.getState().load();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);
// `/` without a session comes with the landing page already drawn (dist/landing.html, see
// landing-prerender.tsx): take that markup over rather than draw it again, once the page's code
// (a chunk of its own, preloaded by the page's head) is in. Should it fail to come, React still
// takes over: it draws the page afresh through the lazy path.
if (landingDrawn) void loadLanding().finally(() => hydrateRoot(root, app));
else createRoot(root).render(app);
