import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';

/*
 * The landing page drawn at build time (scripts/prerender-landing.mjs writes it into
 * dist/landing.html). The server sends that page for `/` to a browser without a session, so a
 * phone paints the page from the HTML and its stylesheet, before any script has run; main.tsx
 * then takes the markup over (hydrates) instead of drawing it again. The tree is the one
 * main.tsx renders, at `/`, while the session check is still out: the landing page.
 */
export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location="/">
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}
