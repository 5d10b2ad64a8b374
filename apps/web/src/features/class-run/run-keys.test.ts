import { describe, expect, it } from 'vitest';
import {
  decideKey,
  type KeyCommand,
  type KeyContext,
  keyCommand,
  keysBelongToTarget,
} from './run-keys';

describe('keyCommand: the scoreboard keys (spec 2)', () => {
  it('Enter and right arrow advance, left arrow goes back, Space toggles free time', () => {
    expect(keyCommand({ key: 'Enter' })).toBe('next');
    expect(keyCommand({ key: 'ArrowRight' })).toBe('next');
    expect(keyCommand({ key: 'ArrowLeft' })).toBe('undo');
    expect(keyCommand({ key: ' ' })).toBe('toggle-free-time');
  });

  it('ignores other keys and keys pressed with a modifier', () => {
    expect(keyCommand({ key: 'a' })).toBeNull();
    expect(keyCommand({ key: 'ArrowUp' })).toBeNull();
    expect(keyCommand({ key: 'ArrowLeft', altKey: true })).toBeNull();
    expect(keyCommand({ key: 'Enter', ctrlKey: true })).toBeNull();
    expect(keyCommand({ key: 'ArrowRight', metaKey: true })).toBeNull();
  });
});

describe('keysBelongToTarget: keys are ignored while typing in fields', () => {
  const element = (tagName: string, extra: object = {}) => ({
    tagName,
    isContentEditable: false,
    closest: () => null,
    ...extra,
  });

  it('belongs to inputs, text areas, selects and editable content', () => {
    expect(keysBelongToTarget(element('INPUT'))).toBe(true);
    expect(keysBelongToTarget(element('TEXTAREA'))).toBe(true);
    expect(keysBelongToTarget(element('SELECT'))).toBe(true);
    expect(keysBelongToTarget(element('DIV', { isContentEditable: true }))).toBe(true);
  });

  it('belongs to an open dialog, not to the board behind it', () => {
    expect(keysBelongToTarget(element('BUTTON', { closest: () => ({}) }))).toBe(true);
  });

  it('leaves the page body, buttons and the board to the shortcuts', () => {
    expect(keysBelongToTarget(element('BODY'))).toBe(false);
    expect(keysBelongToTarget(element('BUTTON'))).toBe(false);
    expect(keysBelongToTarget(null)).toBe(false);
  });
});

describe("decideKey: what a key does on the teacher's board", () => {
  const running = (allowed: KeyCommand[], extra: Partial<KeyContext> = {}): KeyContext => ({
    typing: false,
    onRunButton: false,
    inProgress: true,
    allowed: (command) => allowed.includes(command),
    ...extra,
  });
  const SPACE = { key: ' ' };

  it('Space with no free time to toggle does nothing, and never presses the focused Skip or All +1', () => {
    // The focus sits on the button last clicked with the mouse (Skip, All +1): not a run key target.
    expect(decideKey(SPACE, running(['next', 'undo']))).toEqual({ kind: 'swallow' });
    // Before the class starts too: Space is never a click on whatever has the focus.
    expect(decideKey(SPACE, running([], { inProgress: false }))).toEqual({ kind: 'swallow' });
  });

  it('Space toggles free time when it can', () => {
    expect(decideKey(SPACE, running(['toggle-free-time']))).toEqual({
      kind: 'send',
      command: 'toggle-free-time',
    });
  });

  it('Enter and Space on Undo, Skip, Finish or Use Free Time reached with Tab press that button', () => {
    const onButton = running(['next', 'undo', 'toggle-free-time'], { onRunButton: true });
    expect(decideKey({ key: 'Enter' }, onButton)).toEqual({ kind: 'page' });
    expect(decideKey(SPACE, onButton)).toEqual({ kind: 'page' });
    // A held Enter presses it once.
    expect(decideKey({ key: 'Enter', repeat: true }, onButton)).toEqual({ kind: 'swallow' });
    // The arrows stay shortcuts there.
    expect(decideKey({ key: 'ArrowRight' }, onButton)).toEqual({ kind: 'send', command: 'next' });
    expect(decideKey({ key: 'ArrowLeft' }, onButton)).toEqual({ kind: 'send', command: 'undo' });
  });

  it('Enter and the arrows move the class, once per press', () => {
    expect(decideKey({ key: 'Enter' }, running(['next']))).toEqual({
      kind: 'send',
      command: 'next',
    });
    expect(decideKey({ key: 'ArrowLeft' }, running(['undo']))).toEqual({
      kind: 'send',
      command: 'undo',
    });
    expect(decideKey({ key: 'ArrowRight', repeat: true }, running(['next']))).toEqual({
      kind: 'swallow',
    });
  });

  it('mid-class, Enter that cannot advance does not press another focused button', () => {
    expect(decideKey({ key: 'Enter' }, running([]))).toEqual({ kind: 'swallow' });
  });

  it('leaves Enter to the page when no class is in progress', () => {
    expect(decideKey({ key: 'Enter' }, running([], { inProgress: false }))).toEqual({
      kind: 'page',
    });
  });

  it('leaves every key to a field or dialog, and other keys to the page', () => {
    const typing = running(['next', 'undo', 'toggle-free-time'], { typing: true });
    for (const key of ['Enter', ' ', 'ArrowLeft', 'ArrowRight'])
      expect(decideKey({ key }, typing)).toEqual({ kind: 'page' });
    expect(decideKey({ key: 'a' }, running(['next']))).toEqual({ kind: 'page' });
    expect(decideKey({ key: 'Enter', ctrlKey: true }, running(['next']))).toEqual({ kind: 'page' });
  });
});
