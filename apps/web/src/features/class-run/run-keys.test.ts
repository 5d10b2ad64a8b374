import { describe, expect, it } from 'vitest';
import { keyCommand, keysBelongToTarget } from './run-keys';

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
