import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { acceptedLanguage, SERVER_TEXTS, teacherLanguage, translator } from './catalogue';
import { catalogueFile } from './catalogue-files';
import { parsePo } from './po';

describe('the PO reader', () => {
  it('reads entries over several lines, with escapes, a context and comments', () => {
    const entries = parsePo(
      [
        '# translator comment',
        'msgid ""',
        'msgstr ""',
        '"Language: es\\n"',
        '',
        '#. extracted comment',
        'msgid "Name"',
        'msgstr "Nombre"',
        '',
        'msgctxt "history"',
        'msgid ""',
        '"Given "',
        '"to"',
        'msgstr "Dado \\"a\\"\\n"',
        'msgid "Next"',
        'msgstr ""',
        '',
        '#, fuzzy',
        'msgid "Unsure"',
        'msgstr "Inseguro"',
      ].join('\r\n'),
    );
    expect(entries).toEqual([
      { context: null, id: 'Name', text: 'Nombre' },
      { context: 'history', id: 'Given to', text: 'Dado "a"\n' },
      { context: null, id: 'Next', text: '' },
    ]);
  });

  it('refuses what it cannot read rather than guess', () => {
    expect(() => parsePo('msgid "a"\nmsgstr "b" x')).toThrow(/line 2/);
    expect(() => parsePo('msgid "a"\nmsgid_plural "as"\nmsgstr[0] "b"')).toThrow(/plural/);
    expect(() => parsePo('msgid "a"\n')).toThrow(/no msgstr/);
    expect(() => parsePo('msgid "a\\q"\nmsgstr "b"')).toThrow(/escape/);
    expect(() => parsePo('"stray"')).toThrow(/outside/);
  });
});

describe("the server's Spanish catalogue (src/locales/es.po)", () => {
  const entries = parsePo(readFileSync(catalogueFile('es'), 'utf8'));
  const byId = new Map(entries.map((e) => [e.id, e.text]));

  it('has a Spanish text for every English text the server writes', () => {
    const missing = SERVER_TEXTS.filter((text) => !byId.get(text));
    expect(missing).toEqual([]);
  });

  it('has no empty or stale entry, and keeps every placeholder', () => {
    expect(entries.filter((e) => e.text === '').map((e) => e.id)).toEqual([]);
    expect(entries.map((e) => e.id).filter((id) => !SERVER_TEXTS.includes(id))).toEqual([]);
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const { id, text } of entries) expect(names(text), id).toEqual(names(id));
  });

  it('translates with values filled in; English is the spec’s words', () => {
    expect(translator('es')('Group: {group}', { group: 'Búhos' })).toBe('Grupo: Búhos');
    expect(translator('en')('Group: {group}', { group: 'Owls' })).toBe('Group: Owls');
    expect(translator('es')('Not in the catalogue')).toBe('Not in the catalogue');
  });
});

describe("the teacher's language", () => {
  it('the account first, then the first shipped language of Accept-Language, then English', () => {
    expect(teacherLanguage('en', 'es')).toBe('en');
    expect(teacherLanguage(null, 'fr-FR, es-MX;q=0.8, en;q=0.5')).toBe('es');
    expect(teacherLanguage(null, 'en;q=0.4, es;q=0.9')).toBe('es');
    expect(teacherLanguage(null, 'es;q=0, de')).toBe('en');
    expect(teacherLanguage(null, undefined)).toBe('en');
    expect(acceptedLanguage('*')).toBeNull();
    expect(acceptedLanguage('ES')).toBe('es');
  });
});
