import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { landingDrawn } from './app/landing-drawn';
import { useAuthStore } from './features/auth/auth-store';
import './styles/tokens.css';
import './styles/base.css';

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
