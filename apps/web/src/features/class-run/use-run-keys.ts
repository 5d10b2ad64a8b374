import type { ClassRun, ClientRunCommand } from '@classbeam/contracts';
import { classInProgress, settle } from '@classbeam/domain';
import { useEffect, useRef } from 'react';
import { serverNow } from '../../lib/live/clock';
import { RUN_BUTTONS_ATTR } from '../../ui/run-buttons';
import { keyAllowed } from './run-controls';
import { decideKey, keysBelongToTarget } from './run-keys';

/**
 * The run button under the keyboard focus, unless it got the focus from a mouse click or a tap:
 * a clicked button keeps the focus, and Space there must not press Skip a second time.
 * (:focus-visible cannot tell: a key press makes the focused button match it.)
 */
function keyboardRunButton(target: Element | null, pressed: Element | null): boolean {
  const button = target?.closest(`[${RUN_BUTTONS_ATTR}] button`) ?? null;
  return button !== null && button !== pressed;
}

/**
 * The teacher's scoreboard keys (spec 2): Enter or right arrow advances, left arrow goes back,
 * Space toggles free time; all ignored while typing in a field. `decideKey` has the rules.
 */
export function useRunKeys(
  run: ClassRun | null,
  send: (command: ClientRunCommand) => unknown,
): void {
  const latest = useRef({ run, send });
  latest.current = { run, send };

  useEffect(() => {
    // The button last pressed with a pointer; Tab hands the focus to the keyboard again.
    let pressed: Element | null = null;
    function onPointerDown(event: PointerEvent) {
      pressed = event.target instanceof Element ? event.target.closest('button') : null;
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Tab') pressed = null;
      if (event.defaultPrevented || event.isComposing) return;
      const { run: current, send: sendNow } = latest.current;
      const target = event.target instanceof Element ? event.target : null;
      const now = serverNow();
      const decision = decideKey(event, {
        typing: keysBelongToTarget(target),
        onRunButton: keyboardRunButton(target, pressed),
        inProgress: current !== null && classInProgress(settle(current, now)),
        allowed: (type) => current !== null && keyAllowed(current, { type }, now),
      });
      if (decision.kind === 'page') return;
      event.preventDefault();
      if (decision.kind === 'send') sendNow({ type: decision.command });
    }
    window.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
