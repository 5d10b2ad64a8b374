import { selectPendingCount, useClassLive } from '../../lib/live/class-store';
import { CloudOffIcon } from '../../ui/classroom-icons';
import './sync-status.css';

/**
 * Whether taps are reaching the other screens. Offline taps are not lost (they wait on this
 * device), and saying so keeps a teacher from tapping twice.
 */
export function SyncStatus() {
  const connection = useClassLive((s) => s.connection);
  const pending = useClassLive(selectPendingCount);
  const waiting = pending === 1 ? '1 change waiting' : `${pending} changes waiting`;

  if (connection === 'signed-out') {
    return (
      <p className="sync sync-error" role="status">
        <CloudOffIcon size={16} />
        Signed out{pending > 0 ? ` · ${waiting}` : ''}.{' '}
        <a href={`/sign-in?next=${encodeURIComponent(location.pathname)}`}>Sign in again</a>
      </p>
    );
  }
  if (connection === 'offline') {
    return (
      <p className="sync sync-offline" role="status">
        <CloudOffIcon size={16} />
        Offline{pending > 0 ? ` · ${waiting}` : ''}
      </p>
    );
  }
  if (connection === 'connecting') {
    return (
      <p className="sync" role="status">
        <span className="sync-dot" aria-hidden="true" />
        Connecting…
      </p>
    );
  }
  return (
    <p className="sync sync-live" role="status">
      <span className="sync-dot" aria-hidden="true" />
      {pending > 0 ? 'Saving…' : 'Live'}
    </p>
  );
}
