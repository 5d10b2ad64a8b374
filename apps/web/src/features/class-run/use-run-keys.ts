import type { ClassRun, ClientRunCommand } from '@classbeam/contracts';
import { useEffect, useRef } from 'react';
import { serverNow } from '../../lib/live/clock';
import { keyAllowed } from './run-controls';
import { keyCommand, keysBelongToTarget } from './run-keys';

const activatable = (target: EventTarget | null) =>
  target instanceof Element && target.closest('button, a[href], summary, [role="button"]') !== null;

/**
 * The teacher's scoreboard keys (spec 2): Enter or right arrow advances, left arrow goes back,
 * Space toggles free time; all ignored while typing in a field. A key the run cannot take now
 * is left to the page (Enter still presses a focused button), except that Space never scrolls.
 */
export function useRunKeys(run: ClassRun | null, send: (command: ClientRunCommand) => void): void {
  const latest = useRef({ run, send });
  latest.current = { run, send };

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing) return;
      const type = keyCommand(event);
      if (!type || keysBelongToTarget(event.target instanceof Element ? event.target : null))
        return;
      const { run: current, send: sendNow } = latest.current;
      const command: ClientRunCommand = { type };
      if (current && keyAllowed(current, command, serverNow())) {
        // Ours: the focused button must not also be pressed, and Space must not scroll.
        event.preventDefault();
        if (!event.repeat) sendNow(command);
        return;
      }
      if (type === 'toggle-free-time' && !activatable(event.target)) event.preventDefault();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
