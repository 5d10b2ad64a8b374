import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useAuthStore } from '../features/auth/auth-store';
import { LocaleProvider } from '../lib/i18n/provider';
import { type NewVersion, watchForNewVersion } from '../lib/service-worker';
import './app-updates.css';

/** The students' pages on a shared iPad are nobody's to update: no question there. */
const isStudentPage = () => /^\/(self|student)-assessment(\/|$)/.test(window.location.pathname);

/**
 * "Update available, reload?" on the teacher's own devices (decision 0180): the new version
 * waits until the teacher reloads; Later leaves it for the next time the app opens.
 */
export function UpdateBanner({ version, onLater }: { version: NewVersion; onLater: () => void }) {
  const [reloading, setReloading] = useState(false);
  return (
    <div className="app-update" role="status">
      <p className="app-update-text">
        <Trans>Update available, reload?</Trans>
      </p>
      <div className="app-update-actions">
        <button type="button" className="btn" onClick={onLater} disabled={reloading}>
          <Trans>Later</Trans>
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            version.apply();
          }}
        >
          <Trans>Reload</Trans>
        </button>
      </div>
    </div>
  );
}

/** Registers the worker and shows the banner, in a root of its own, when a version waits. */
export function offerUpdatesWhenSignedIn(): void {
  const start = () => {
    if (useAuthStore.getState().status !== 'signed-in') return false;
    offerUpdates();
    return true;
  };
  if (start()) return;
  const stop = useAuthStore.subscribe(() => {
    if (start()) stop();
  });
}

/**
 * How long after its page has loaded the teacher's app registers the worker. Its first install
 * fetches the whole shell (1.3 MB, 261 files) from the school's server: not while the screen the
 * teacher just opened still loads its own parts (the first skill picker, the scoreboard) over
 * the same Wi-Fi.
 */
const REGISTER_AFTER_LOAD_MS = 10_000;

function offerUpdates(): void {
  const register = () =>
    window.setTimeout(() => void watchForNewVersion(showNewVersion), REGISTER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** The page's one question: a newer version found while it is open or waiting takes its place. */
interface Question {
  version: NewVersion;
  render?: () => void;
}
let asking: Question | null = null;

/**
 * Asks the teacher about a waiting version: a card of its own at the top of the page, gone
 * with Later. Nothing on the students' pages: a version found while the iPad shows them is
 * asked about once the teacher is back on a page of their own (the dashboard). One card, for
 * the newest version, however many arrive before the teacher answers.
 */
export function showNewVersion(version: NewVersion): void {
  if (asking) {
    asking.version = version;
    asking.render?.();
    return;
  }
  const question: Question = { version };
  asking = question;
  const open = () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const later = () => {
      root.unmount();
      host.remove();
      asking = null;
    };
    question.render = () =>
      root.render(
        <LocaleProvider>
          <UpdateBanner version={question.version} onLater={later} />
        </LocaleProvider>,
      );
    question.render();
  };
  if (!isStudentPage()) {
    open();
    return;
  }
  const wait = window.setInterval(() => {
    if (isStudentPage()) return;
    window.clearInterval(wait);
    open();
  }, 1000);
}
