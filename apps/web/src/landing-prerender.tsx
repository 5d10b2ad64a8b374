import { setupI18n } from '@lingui/core';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { loadLanding } from './app/landing-slot';
import { messages as appEn } from './app/locales/en.po';
import { messages as appEs } from './app/locales/es.po';
import { LANDING_HEAD } from './features/landing/landing-head';
import { messages as landingEn } from './features/landing/locales/en.po';
import { messages as landingEs } from './features/landing/locales/es.po';
import { connectEntryTexts, writeEntryTexts } from './lib/i18n/entry-texts';
import { messages as uiEn } from './ui/locales/en.po';
import { messages as uiEs } from './ui/locales/es.po';

/*
 * The landing page drawn at build time, once per language (scripts/prerender-landing.mjs
 * writes dist/landing.html in English and dist/landing.<lang>.html for each other; the server
 * sends the one the browser asks for). The server sends that page for `/` to a browser without
 * a session, so a phone paints the page from the HTML and its stylesheet, before any script
 * has run; main.tsx then takes the markup over (hydrates) instead of drawing it again. The
 * tree is the one main.tsx renders, at `/`, while the session check is still out: the landing
 * page. Its texts are the entry's (lib/i18n/entry-texts.ts): the page carries them, written
 * out in its language, so the browser hydrates it without Lingui's runtime.
 */
const CATALOGUES = {
  en: { ...appEn, ...uiEn, ...landingEn },
  es: { ...appEs, ...uiEs, ...landingEs },
};

// As main.tsx does before it takes the drawn page over: the landing page's chunk is in, so the
// tree drawn here is the one the browser hydrates.
await loadLanding();

export type LandingLanguage = keyof typeof CATALOGUES;
export const LANDING_LANGUAGES = Object.keys(CATALOGUES) as LandingLanguage[];

/** The page's markup, the entry's texts and the page's head texts, in one language. */
export function renderLanding(language: LandingLanguage): {
  markup: string;
  texts: Record<string, string>;
  description: string;
  noscript: string;
} {
  const i18n = setupI18n({ locale: language, messages: { [language]: CATALOGUES[language] } });
  connectEntryTexts(i18n);
  const markup = renderToString(
    <StrictMode>
      <StaticRouter location="/">
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  return {
    markup,
    texts: writeEntryTexts((text) => i18n._(text)),
    description: i18n._(LANDING_HEAD.description),
    noscript: i18n._(LANDING_HEAD.noscript),
  };
}
