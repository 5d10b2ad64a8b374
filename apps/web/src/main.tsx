import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { useAuthStore } from './features/auth/auth-store';
import './styles/tokens.css';
import './styles/base.css';

// Ask who is signed in before the first render, in parallel with React starting up. A
// classroom display opened through its link is nobody's session: it does not ask.
if (!window.location.pathname.startsWith('/display/')) void useAuthStore.getState().load();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
