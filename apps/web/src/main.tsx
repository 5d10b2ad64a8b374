import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { landingDrawn } from './app/landing-drawn';
import { useAuthStore } from './features/auth/auth-store';
import { preloadLocale } from './lib/i18n/localized';
import './styles/tokens.css';
import './styles/base.css';

// The message catalogue's runtime and the active catalogue (the last account language this
// device saw, else the browser's) start loading at once, beside everything else; every page
// but the landing page waits for them (lib/i18n/localized.tsx).
preloadLocale();
// The teacher's devices follow the teacher's account language, once it is known.
void import('./app/follow-account-language').then((m) => m.followAccountLanguage());

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
// landing-prerender.tsx): take that markup over rather than draw it again.
if (landingDrawn) hydrateRoot(root, app);
else createRoot(root).render(app);
