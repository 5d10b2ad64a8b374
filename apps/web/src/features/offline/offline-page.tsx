import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { CloudOffIcon } from '../../ui/classroom-icons';
import { Logo } from '../../ui/logo';
import './offline-page.css';

/**
 * Every class's unsent changes kept on this device (lib/live/outbox-storage.ts's entries,
 * `{ v, ops }` each), counted without loading the live code: this page is all that opens.
 */
function waitingChanges(): number {
  let count = 0;
  let keys: string[] = [];
  try {
    keys = Object.keys(localStorage).filter((key) => key.startsWith('classbeam.outbox.'));
  } catch {
    return 0; // storage refused: nothing to count
  }
  for (const key of keys) {
    // Each entry on its own: one not ours to read must not hide the others' changes (the
    // storage's order of keys is the browser's, so it once hid some and not others).
    try {
      const ops = JSON.parse(localStorage.getItem(key) ?? '{}')?.ops;
      if (Array.isArray(ops)) count += ops.length;
    } catch {}
  }
  return count;
}

/**
 * How often the page asks again by itself: a school's server that restarted (or a Wi-Fi that
 * lost the server, not the internet) brings no `online` event, and nobody should have to find
 * Try again to get the class back.
 */
export const RETRY_EVERY_MS = 10_000;

/**
 * The installed app opened with no network (decision 0180): its shell came from this device,
 * the teacher's classes cannot. Taps made before stay in the outbox and go out once the
 * server answers; the page tries again by itself when the device is back online, and every
 * few seconds while it is open.
 */
export function OfflinePage({
  retry,
  retryEveryMs = RETRY_EVERY_MS,
}: {
  retry: () => Promise<void>;
  retryEveryMs?: number;
}) {
  const waiting = waitingChanges();
  useEffect(() => {
    const back = () => void retry();
    window.addEventListener('online', back);
    const again = window.setInterval(back, retryEveryMs);
    return () => {
      window.removeEventListener('online', back);
      window.clearInterval(again);
    };
  }, [retry, retryEveryMs]);
  return (
    <main className="offline-page">
      <Logo />
      <div className="offline-card" role="status">
        <CloudOffIcon size={28} />
        <p className="offline-line">
          <Trans>Offline: taps are kept and sent when you are back</Trans>
        </p>
        {waiting > 0 && (
          <p className="offline-waiting">
            {plural(waiting, {
              one: '# change is waiting on this device.',
              other: '# changes are waiting on this device.',
            })}
          </p>
        )}
        <button type="button" className="btn btn-primary" onClick={() => void retry()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    </main>
  );
}
