import { describe, expect, it } from 'vitest';
import { AVATAR_TONES, avatarTone, graphemesOf, initialsFontSize, initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last word', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('ada byron lovelace')).toBe('AL');
    expect(initialsOf('  Grace   Hopper ')).toBe('GH');
    expect(initialsOf('jean-luc picard')).toBe('JP');
  });

  it('uses one letter for one word', () => {
    expect(initialsOf('Cher')).toBe('C');
  });

  it('falls back to ? for a blank name', () => {
    expect(initialsOf('')).toBe('?');
    expect(initialsOf(' ')).toBe('?');
    expect(initialsOf('\t\n')).toBe('?');
  });

  it('keeps whole emoji and accented letters (graphemes, not code units)', () => {
    expect(initialsOf('🦊 Fox')).toBe('🦊F');
    expect(initialsOf('👩🏽‍🚀')).toBe('👩🏽‍🚀');
    expect(initialsOf('élodie Ødegaard')).toBe('ÉØ');
    expect(initialsOf('李 小龍')).toBe('李小');
    // An accent typed as a separate mark is the same letter as the one typed whole (NFC) ...
    expect(initialsOf('e\u0301lodie O\u0308zil')).toBe('\u00c9\u00d6');
    // ... and one with no single-character form stays with its letter.
    expect(initialsOf('q\u0301uinn z\u0306ak')).toBe('Q\u0301Z\u0306');
    expect(initialsOf('Zoë 1')).toBe('Z1');
    // A letter whose capital is two letters keeps its own form: one character stays one.
    expect(initialsOf('ßara ölz')).toBe('ßÖ');
  });
});

describe('avatarTone', () => {
  const tones = Array.from({ length: AVATAR_TONES }, (_, i) => i + 1);

  it('is deterministic and one of the accessible palette', () => {
    expect(avatarTone('Ada Lovelace')).toBe(avatarTone('Ada Lovelace'));
    expect(tones).toContain(avatarTone('Ada Lovelace'));
  });

  it('ignores case and surrounding spaces (the same child, the same colour)', () => {
    expect(avatarTone(' ada lovelace ')).toBe(avatarTone('Ada Lovelace'));
  });

  it('spreads a class over many colours', () => {
    const names = Array.from({ length: 30 }, (_, i) => `Student ${i}`);
    expect(new Set(names.map(avatarTone)).size).toBeGreaterThanOrEqual(8);
  });

  it('handles blank and emoji names', () => {
    expect(tones).toContain(avatarTone(''));
    expect(tones).toContain(avatarTone('🦊'));
  });
});

describe('graphemesOf', () => {
  it('splits a word into the characters a reader sees', () => {
    expect(graphemesOf('lovelace')).toHaveLength(8);
    expect(graphemesOf('e\u0301mile')).toEqual(['e\u0301', 'm', 'i', 'l', 'e']);
    expect(graphemesOf('👩🏽‍🚀👍🏿李')).toEqual(['👩🏽‍🚀', '👍🏿', '李']);
    expect(graphemesOf('')).toEqual([]);
  });
});

describe('initialsFontSize', () => {
  it('keeps one and two Latin characters at their usual sizes', () => {
    expect(initialsFontSize('C')).toBe(28);
    expect(initialsFontSize('👩🏽‍🚀')).toBe(28);
    expect(initialsFontSize('AL')).toBe(24);
  });

  it('shrinks longer initials so that they stay inside the circle', () => {
    expect(initialsFontSize('S10')).toBeLessThan(24);
    expect(initialsFontSize('S100')).toBeLessThan(initialsFontSize('S10'));
    // Four Latin letters or three CJK characters still span at most about 46 of the 64 units.
    expect(initialsFontSize('AdLo') * 4 * 0.68).toBeLessThanOrEqual(46);
    expect(initialsFontSize('李小龍') * 3).toBeLessThanOrEqual(46);
  });

  it('counts wide characters as wider than Latin ones', () => {
    expect(initialsFontSize('李小龍')).toBeLessThan(initialsFontSize('SLe'));
    expect(initialsFontSize('🦊Fo')).toBeLessThan(initialsFontSize('AFo'));
  });
});
