import { windowOpen } from '@classbeam/domain';
import { serverNow } from '../../lib/live/clock';
import { useDisplayStore } from './display-store';

/**
 * The longest wait between looks at the clock: a re-measured offset moves the window's end on
 * this device, and a long timer would miss it.
 */
const LOOK_MS = 30_000;

/** The self-assessment page closed: the display drops the class key with its QR code. */
export const forgetClassKey = (): void =>
  useDisplayStore.setState({ selfAssessmentKey: null, selfAssessmentOpenUntil: null });

/**
 * Drops the class key when the self-assessment window ends on the server's clock. The server
 * sends the key only while the page is open, and says when it closes; a display that missed
 * that (offline at the time, say) must not keep the key past the window's end either.
 * Returns the function that stops watching.
 */
export function forgetClassKeyAtWindowEnd(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const look = () => {
    clearTimeout(timer);
    const { selfAssessmentKey, selfAssessmentOpenUntil } = useDisplayStore.getState();
    if (selfAssessmentKey === null && selfAssessmentOpenUntil === null) return;
    const until = selfAssessmentOpenUntil === null ? null : Date.parse(selfAssessmentOpenUntil);
    const now = serverNow();
    if (until === null || !windowOpen(until, now)) return forgetClassKey();
    timer = setTimeout(look, Math.min(until - now, LOOK_MS));
  };
  const stop = useDisplayStore.subscribe((next, before) => {
    if (
      next.selfAssessmentKey !== before.selfAssessmentKey ||
      next.selfAssessmentOpenUntil !== before.selfAssessmentOpenUntil
    )
      look();
  });
  look();
  return () => {
    stop();
    clearTimeout(timer);
  };
}
