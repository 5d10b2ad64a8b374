import type { ClientRunCommand } from '@classbeam/contracts';

export type KeyCommand = Extract<ClientRunCommand['type'], 'next' | 'undo' | 'toggle-free-time'>;

/** The parts of a keydown the shortcuts look at (a KeyboardEvent has them all). */
export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** The parts of an element that say whether someone is typing into it. */
export interface TargetLike {
  tagName?: string;
  isContentEditable?: boolean;
  closest?: (selector: string) => unknown;
}

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * Keys go to fields while someone types in one (spec 2: all keys are ignored then), and to an
 * open dialog rather than to the board behind it.
 */
export function keysBelongToTarget(target: TargetLike | null): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  if (target.tagName && TYPING_TAGS.has(target.tagName.toUpperCase())) return true;
  return Boolean(target.closest?.('dialog[open]'));
}

/**
 * The scoreboard's keys (spec 2): Enter or right arrow advances, left arrow goes back, Space
 * toggles free time. With a modifier held the key is the browser's or the system's.
 */
export function keyCommand(event: KeyLike): KeyCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case 'Enter':
    case 'ArrowRight':
      return 'next';
    case 'ArrowLeft':
      return 'undo';
    case ' ':
    case 'Spacebar':
      return 'toggle-free-time';
    default:
      return null;
  }
}
