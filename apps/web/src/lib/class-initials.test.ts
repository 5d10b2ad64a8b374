import { describe, expect, it } from 'vitest';
import { classInitials, MAX_INITIALS } from './class-initials';
import { graphemesOf, initialsOf } from './initials';

/** Each name's initials in a class of `names`. */
function labels(names: readonly string[]): string[] {
  const initials = classInitials(names);
  return names.map((name) => initials.of(name));
}

describe('classInitials: a name no classmate shares initials with keeps its usual ones', () => {
  it('leaves a class of distinct initials as it was', () => {
    const names = ['Ada Lovelace', 'Grace Hopper', 'Cher', 'jean-luc picard', '🦊 Fox', '李 小龍'];
    expect(labels(names)).toEqual(names.map(initialsOf));
  });

  it('changes only the names that collide', () => {
    expect(labels(['Student 1', 'Student 10', 'Student 4', 'Maya Lopez'])).toEqual([
      'S1',
      'S10',
      'S4',
      'ML',
    ]);
  });
});

describe('classInitials: names sharing initials take further characters of the last word', () => {
  it('tells numbered students apart by their whole number', () => {
    expect(labels(['Student 1', 'Student 10', 'Student 11'])).toEqual(['S1', 'S10', 'S11']);
  });

  it('gives every student of a numbered class of 30 their own initials', () => {
    const names = Array.from({ length: 30 }, (_, i) => `Student ${i + 1}`);
    const got = labels(names);
    expect(new Set(got).size).toBe(30);
    expect(got[0]).toBe('S1');
    expect(got[8]).toBe('S9'); // no Student 90 here: the usual initials
    expect(got[19]).toBe('S20');
    expect(got[29]).toBe('S30');
  });

  it('keeps numbers apart up to three digits', () => {
    const names = Array.from({ length: 999 }, (_, i) => `Student ${i + 1}`);
    const got = labels(names);
    expect(new Set(got).size).toBe(999);
    expect(got[99]).toBe('S100');
    expect(got[100]).toBe('S101');
  });

  it('adds the surname letters that differ, in lower case after the initial', () => {
    expect(labels(['Ada Lovelace', 'Ada Lamb', 'Alan Li'])).toEqual(['ALo', 'ALa', 'ALi']);
    expect(labels(['Mia McBride', 'Mia Moore', 'Mia Mueller'])).toEqual(['MMc', 'MMo', 'MMu']);
  });

  it('takes as many letters as the closest classmate needs', () => {
    expect(labels(['Sam Lee', 'Sara Leon', 'Tom Park'])).toEqual(['SLee', 'SLeo', 'TP']);
  });

  it('leaves a surname that is the start of another as it is', () => {
    expect(labels(['Ada L', 'Ada Lamb', 'Ada Lovelace'])).toEqual(['AL', 'ALa', 'ALo']);
  });

  it('ignores the case the names were typed in', () => {
    expect(labels(['ADA LOVELACE', 'ada lamb'])).toEqual(['ALo', 'ALa']);
  });
});

describe('classInitials: the same last word, then the first word tells them apart', () => {
  it('takes letters of the first name for siblings', () => {
    expect(labels(['Ada Lovelace', 'Alan Lovelace'])).toEqual(['AdL', 'AlL']);
  });

  it('uses the first word with the last initial when both grown would not fit', () => {
    // Ada and Anna share 'Smith', Al's 'Smyth' needs three letters: AdSmi would be too long.
    expect(labels(['Ada Smith', 'Anna Smith', 'Al Smyth'])).toEqual(['AdS', 'AnS', 'ASmy']);
  });

  it('never gives two classmates one shortened label', () => {
    // Ada Smith and Ada Smyth would both shorten to AdS: they keep the usual initials.
    const got = labels(['Ada Smith', 'Anna Smith', 'Ada Smyth', 'Anna Smyth']);
    expect(got).toEqual(['AS', 'AS', 'AS', 'AS']);
    expect(labels(['Ada Smith', 'Anna Smith', 'Ada Smyth', 'Tom Park'])).toEqual([
      'AdS',
      'AnS',
      'ASmy',
      'TP',
    ]);
  });

  it('mixes both where a group has siblings and others', () => {
    expect(labels(['Ada Lovelace', 'Alan Lovelace', 'Amy Lamb'])).toEqual(['AdLo', 'AlLo', 'ALa']);
  });

  it('uses letters of a single-word name', () => {
    expect(labels(['Sam', 'Sara', 'Sal', 'Tom'])).toEqual(['Sam', 'Sar', 'Sal', 'T']);
  });
});

describe('classInitials: names that cannot be told apart keep their usual initials', () => {
  it('gives the same name the same initials, and does not grow a classmate for it', () => {
    expect(labels(['Sam Lee', 'Sam Lee', 'sam  lee', 'Sara Lin'])).toEqual([
      'SLe',
      'SLe',
      'SLe',
      'SLi',
    ]);
    expect(labels(['Sam Lee', 'Sam Lee'])).toEqual(['SL', 'SL']);
  });

  it('treats middle names as the usual initials do', () => {
    expect(labels(['Ada B Lovelace', 'Ada C Lovelace'])).toEqual(['AL', 'AL']);
  });

  it(`stops at ${MAX_INITIALS} characters: past that the initials would not fit`, () => {
    expect(labels(['Alexandra Smith', 'Alexander Smith'])).toEqual(['AS', 'AS']);
    expect(labels(['Student 1000', 'Student 1001', 'Student 2'])).toEqual(['S1', 'S1', 'S2']);
  });

  it('leaves blank names as ?', () => {
    expect(labels(['', ' ', 'Ada Lovelace'])).toEqual(['?', '?', 'AL']);
  });
});

describe('classInitials: characters, not code units', () => {
  it('keeps CJK names whole', () => {
    expect(labels(['李小龍', '李小明', '王芳'])).toEqual(['李小龍', '李小明', '王']);
    expect(labels(['李 小龍', '李 小明'])).toEqual(['李小龍', '李小明']);
    expect(labels(['김 민준', '김 민서', '박 서연'])).toEqual(['김민준', '김민서', '박서']);
  });

  it('keeps emoji with skin tones and joiners whole', () => {
    expect(labels(['🦊 Fox', '🦊 Fern'])).toEqual(['🦊Fo', '🦊Fe']);
    expect(labels(['👩🏽‍🚀👍🏽 Kim', '👩🏽‍🚀👍🏿 Kim'])).toEqual(['👩🏽‍🚀👍🏽K', '👩🏽‍🚀👍🏿K']);
    for (const label of labels(['👩🏽‍🚀👍🏽 Kim', '👩🏽‍🚀👍🏿 Kim'])) {
      expect(graphemesOf(label)).toHaveLength(3);
    }
  });

  it('keeps accents with their letters, typed either way', () => {
    expect(labels(['Zoë Lane', 'Zoé Lane'])).toEqual(['ZoëL', 'ZoéL']);
    expect(labels(['E\u0301lodie Moreau', 'E\u0301mile Moreau'])).toEqual(['\u00c9lM', '\u00c9mM']);
  });

  it('never passes 4 characters through a capital that is two letters', () => {
    for (const label of labels(['ßara Lee', 'ßimon Lee', 'ßam Lo'])) {
      expect(graphemesOf(label).length).toBeLessThanOrEqual(MAX_INITIALS);
    }
    expect(labels(['ßara Lee', 'ßimon Lee'])).toEqual(['ßaL', 'ßiL']);
  });

  it('tells apart an accent typed as one character and one pasted as two', () => {
    // 'Émile' typed on an iPad (NFC) and pasted from a Mac's file (NFD) look the same.
    expect(labels(['\u00c9mile Zola', 'E\u0301mile Zeta'])).toEqual(['\u00c9Zo', '\u00c9Ze']);
    expect(labels(['E\u0301mile Zola', 'Eva Zeta'])).toEqual(['\u00c9Z', 'EZ']);
  });
});

describe('classInitials: a name being typed', () => {
  it('shows what it will wear once it joins the class', () => {
    const initials = classInitials(['Student 1', 'Maya Lopez']);
    expect(initials.of('Student 10')).toBe('S10');
    expect(initials.of('Mia Lam')).toBe('MLa');
    expect(initials.of('Tom Park')).toBe('TP');
    expect(initials.of('')).toBe('?');
  });

  it('does not change the class it is asked about', () => {
    const initials = classInitials(['Student 1', 'Student 10']);
    initials.of('Student 100');
    expect(initials.of('Student 10')).toBe('S10');
  });
});
