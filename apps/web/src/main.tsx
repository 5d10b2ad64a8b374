import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { useAuthStore } from './features/auth/auth-store';
import './styles/tokens.css';
import './styles/base.css';

// Ask who is signed in before the first render, in parallel with React starting up.
void useAuthStore.getState().load();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
