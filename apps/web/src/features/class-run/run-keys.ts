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

/** What the board does with a keydown. */
export type KeyDecision =
  /** Not the board's: the page (a field, a dialog, a focused button) handles it as usual. */
  | { kind: 'page' }
  /** The board's, but nothing to do now: stop the page acting on it, send nothing. */
  | { kind: 'swallow' }
  /** The board's: stop the page acting on it and send this command. */
  | { kind: 'send'; command: KeyCommand };

export interface KeyContext {
  /** Someone is typing in a field, or a dialog is open (`keysBelongToTarget`). */
  typing: boolean;
  /**
   * The focus is on one of the run's own buttons (Undo, Skip, Finish Class, the free-time
   * toggle), reached with the keyboard: not the one last clicked or tapped, which keeps it.
   */
  onRunButton: boolean;
  /** The class is in progress: the run's keys are the board's, whether or not one applies now. */
  inProgress: boolean;
  /** Whether the server would take this command now. */
  allowed: (command: KeyCommand) => boolean;
}

const PAGE: KeyDecision = { kind: 'page' };
const SWALLOW: KeyDecision = { kind: 'swallow' };

/**
 * The scoreboard's keys (spec 2), decided without a DOM:
 * - In a field or a dialog, every key is the page's.
 * - On a run button reached with the keyboard, Enter and Space press that button (a keyboard
 *   user can Undo or Use Free Time); the arrows stay shortcuts.
 * - Space never presses any other focused button (a mouse-clicked Skip or All +1 keeps the
 *   focus) and never scrolls: it toggles free time when it can, and otherwise does nothing.
 * - Enter and the arrows send their command when the run takes it. While the class is in
 *   progress they are the board's even when it cannot, so Enter does not press All +1.
 * - A held key sends once (the repeats are swallowed), and presses a run button once.
 */
export function decideKey(event: KeyLike & { repeat?: boolean }, context: KeyContext): KeyDecision {
  const command = keyCommand(event);
  if (!command || context.typing) return PAGE;
  const activates = event.key === 'Enter' || command === 'toggle-free-time';
  // A held Enter would press the button again on every repeat.
  if (context.onRunButton && activates) return event.repeat ? SWALLOW : PAGE;
  if (context.allowed(command)) return event.repeat ? SWALLOW : { kind: 'send', command };
  if (command === 'toggle-free-time' || context.inProgress) return SWALLOW;
  return PAGE;
}
