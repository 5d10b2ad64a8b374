import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DisplayPage } from './app/display-route';
import { seedDisplay } from './features/display/display-sync';
import { displayTokenOf, pageAge, takeServedDisplay } from './features/display/served-display';
import { i18n, loadCatalogues } from './lib/i18n/activate';
import { startLocale } from './lib/i18n/choice';
import { connectEntryTexts } from './lib/i18n/entry-texts';
import { LocaleProvider } from './lib/i18n/provider';
import { audio } from './lib/sound';
import { Toaster } from './ui/toaster';
import './styles/tokens.css';
import './styles/base.css';

/*
 * The classroom display's own entry (display.html): the board and its socket, without the
 * router, the sign-in check or any teacher code, so a phone or a projector's small computer
 * has little to start. The server writes the class's snapshot into the page, and the first
 * render draws the board from it.
 */
const token = displayTokenOf(window.location.pathname);
const served = takeServedDisplay(token);
if (served !== undefined) {
  seedDisplay(token, served && { ...served, serverNow: served.serverNow + pageAge() });
}

// The catalogues of the board's code, asked for before the first activation so that it brings
// them (catalogues.test.ts keeps this list to the code's). The
// class's language, from the snapshot in the page (null: this browser's); the board then
// follows the class's setting live (display-route.tsx).
// The toaster's texts are the app entry's (lib/i18n/entry-texts.ts): here they follow the
// runtime from the start.
void loadCatalogues([
  'app',
  'class-run',
  'display',
  'lib',
  'random-pick',
  'scoreboard',
  'skills',
  'ui',
  'volume',
]);
const localeReady = startLocale(served ? served.prefs.language : undefined).then(() =>
  connectEntryTexts(i18n),
);

// The board is the page that sounds (Time's up, the award sound): its audio is made as the page
// opens, before the catalogues arrive, so the browser judges an untouched page as untouched
// and the board offers "Sound on" (made later, a tap or a test's poll in between would
// count as the gesture, and the board would never say it is silent).
audio();

// A new version installed while the board is open: it reloads into it between lessons (0180).
// A minute after the page has loaded: the worker's install (the app's shell, about 1.3 MB)
// must not compete with the board's own first load on a projector's small computer.
const followUpdates = () =>
  setTimeout(
    () => void import('./features/display/display-updates').then((m) => m.followNewVersions()),
    60_000,
  );
if (document.readyState === 'complete') followUpdates();
else window.addEventListener('load', followUpdates, { once: true });

const root = document.getElementById('root');
if (!root) throw new Error('display.html has no #root element');

void localeReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <LocaleProvider>
        <DisplayPage token={token} />
        <Toaster />
      </LocaleProvider>
    </StrictMode>,
  ),
);
