import { describe, expect, it } from 'vitest';
import { browserLanguage, chooseLocale } from './locales';
import { PSEUDO_GROWTH, pseudoMessage, pseudoMessages } from './pseudo';
import { testAllowed } from './test-switch';

describe('who chooses the language (decision 0166)', () => {
  it("the browser's first language we offer, a regional one included, else English", () => {
    expect(browserLanguage(['es-ES', 'en'])).toBe('es');
    expect(browserLanguage(['de-DE', 'es-MX'])).toBe('es');
    expect(browserLanguage(['fr-FR', 'de'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('a chosen language beats the browser; the test switch beats both; null is the browser', () => {
    const browser = ['es-ES'];
    expect(chooseLocale({ test: null, chosen: 'en', browser })).toBe('en');
    expect(chooseLocale({ test: null, chosen: null, browser })).toBe('es');
    expect(chooseLocale({ test: 'pseudo', chosen: 'en', browser })).toBe('pseudo');
  });

  it('the pseudo locale is offered only where tests run', () => {
    expect(testAllowed('localhost', false)).toBe(true);
    expect(testAllowed('127.0.0.1', false)).toBe(true);
    expect(testAllowed('classbeam.school.example', false)).toBe(false);
    expect(testAllowed('192.168.1.20', false)).toBe(false);
    expect(testAllowed('192.168.1.20', true)).toBe(true);
  });
});

describe('the pseudo locale', () => {
  it('accents every letter, brackets the text and makes it at least 35% longer', () => {
    const english = 'Sign in to pick up where your class left off.';
    const pseudo = pseudoMessage(english);
    expect(typeof pseudo).toBe('string');
    expect(pseudo).toMatch(/^\[Šíĝñ íñ ţö þíçķ ûþ/);
    expect(String(pseudo).endsWith(']')).toBe(true);
    expect(String(pseudo).length).toBeGreaterThanOrEqual(english.length * (1 + PSEUDO_GROWTH));
  });

  it('keeps placeholders and plural branches working, each branch accented', () => {
    const compiled = pseudoMessages({
      a: ['Hi, ', ['firstName']],
      b: [
        ['count', 'plural', { one: ['#', ' point'], other: ['#', ' points'], offset: undefined }],
      ],
    } as never);
    expect(compiled.a).toEqual(['[', 'Ĥí, ', ['firstName'], ' ~]']);
    const plural = (compiled.b as unknown[])[1] as [string, string, Record<string, unknown>];
    expect(plural[0]).toBe('count');
    expect(plural[2].one).toEqual(['#', ' þöíñţ']);
    expect(plural[2].other).toEqual(['#', ' þöíñţš']);
  });
});
