import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { activateLocale, i18n, loadCatalogues } from './activate';
import { withMessages } from './localized';

/*
 * The catalogue loader (docs/decisions/0168), on the real PO files. The tests share Lingui's
 * one i18n object, so they run in order: each starts from what the one before left loaded.
 */
const welcome = msg`Welcome back`; // features/auth
const allClasses = msg`All classes`; // features/classes
const accountDeleted = msg`Account deleted`; // app
const optional = msg`Optional`; // ui
const addAnother = msg`Add another`; // features/roster, its add dialog: roster.later

const has = (descriptor: { id: string }) => i18n.messages[descriptor.id] !== undefined;

describe('the catalogue loader', () => {
  it("a part loaded on demand has its catalogues' messages before it renders", async () => {
    await activateLocale('en');
    expect(has(optional)).toBe(false);
    // What React receives from a lazy part: by then, the messages must be in.
    const part = await withMessages(import('../../ui/field'), ['ui']).then((m) => {
      expect(has(optional)).toBe(true);
      return m;
    });
    expect(part.Field).toBeDefined();
    // Only what was asked for: another catalogue's messages are not there.
    expect(has(welcome)).toBe(false);
    await loadCatalogues(['classes']);
    expect(i18n._(allClasses)).toBe('All classes');
  });

  it('loads a catalogue in the active locale only, merged with what is there', async () => {
    await activateLocale('es');
    expect(i18n._(allClasses)).toBe('Todas las clases');
    await loadCatalogues(['auth']);
    expect(i18n._(welcome)).toBe('Hola de nuevo');
    expect(i18n._(allClasses)).toBe('Todas las clases');
    expect(i18n.messages[accountDeleted.id]).toBeUndefined();
  });

  it('a locale switch reloads every catalogue loaded so far, in the new locale', async () => {
    await activateLocale('en');
    expect(i18n._(welcome)).toBe('Welcome back');
    expect(has(welcome) && has(allClasses)).toBe(true);
    await activateLocale('pseudo');
    expect(i18n._(welcome)).toMatch(/^\[Ŵéļçöɱé ƀáçķ ~+\]$/);
    expect(i18n._(allClasses)).toMatch(/^\[Áļļ çļáššéš ~+\]$/);
  });

  it('a catalogue asked for during a switch arrives in the new locale', async () => {
    const switching = activateLocale('es');
    const part = loadCatalogues(['app']);
    await Promise.all([switching, part]);
    expect(i18n.locale).toBe('es');
    expect(i18n._(accountDeleted)).toBe('Cuenta eliminada');
    expect(i18n._(welcome)).toBe('Hola de nuevo');
  });

  it("a folder's later catalogue has the words of its parts loaded on demand, apart", async () => {
    await activateLocale('es');
    await loadCatalogues(['roster']);
    expect(has(addAnother)).toBe(false);
    await loadCatalogues(['roster.later']);
    expect(i18n._(addAnother)).toBe('Añadir otro');
  });

  it('the last locale asked for wins', async () => {
    await Promise.all([activateLocale('pseudo'), activateLocale('en')]);
    expect(i18n.locale).toBe('en');
    expect(i18n._(accountDeleted)).toBe('Account deleted');
  });
});
