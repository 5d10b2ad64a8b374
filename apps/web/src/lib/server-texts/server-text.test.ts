import { ERROR_CODES, NEW_ACTIVITY, PRESET_GOALS } from '@classbeam/contracts/constants';
import { KIOSK_MESSAGES } from '@classbeam/contracts/messages';
import { DOMAIN_TEXTS, skipReasonText } from '@classbeam/domain/roster-csv';
import type { MessageDescriptor } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api-client';
import { goalText } from '../goal-labels';
import { activateLocale, i18n, loadCatalogues } from '../i18n/activate';
import {
  CODE_TEXTS,
  contractMessage,
  contractText,
  DOMAIN_TABLE,
  domainText,
  importSkipText,
  issueText,
  newActivity,
  SERVER_TABLES,
  serverText,
  storedText,
} from './server-text';

/*
 * The server's, the contracts' and the domain's words in the active language (decision 0169).
 * The tables are walked, not listed: an entry added to a contracts table later, or an error
 * code, without its message here fails these tests (and the type check).
 */

/** Sample values for a table's function, by its number of parameters' kind. */
const SAMPLES: Record<string, unknown[][]> = {
  'KIOSK_MESSAGES.noMatch': [[1], [2]],
  'KIOSK_MESSAGES.triesToday': [[1], [2], [3]],
  'BIRTH_DATES_MESSAGES.noSuchDateIn': [['02/30/2015'], ['2015-02-30']],
  'REQUEST_MESSAGES.nul': [['name'], ['students.3.notes'], ['']],
};

const english = async () => {
  await activateLocale('en');
  await loadCatalogues(['server-texts', 'lib']);
};

describe('every contracts message has its catalogue message', () => {
  beforeAll(english);

  for (const [name, table] of SERVER_TABLES.map(([n, t]) => [n, t] as const)) {
    it(`${name}: each entry, in English word for word`, () => {
      for (const [key, value] of Object.entries(table)) {
        const where = `${name}.${key}`;
        if (typeof value === 'string') {
          const message = contractMessage(value);
          expect(message, where).toBeDefined();
          expect(i18n._(message as MessageDescriptor), where).toBe(value);
        } else {
          const samples = SAMPLES[where];
          expect(samples, `${where}: give it samples in this test`).toBeDefined();
          for (const args of samples ?? []) {
            const said = (value as (...a: unknown[]) => string)(...args);
            expect(contractText(said), `${where}(${args})`).toBe(said);
          }
        }
      }
    });
  }

  it('every error code (and cannot_undo) has a message of its own', () => {
    for (const code of [...ERROR_CODES, 'cannot_undo']) {
      const message = (CODE_TEXTS as Record<string, MessageDescriptor>)[code];
      expect(message, code).toBeDefined();
      expect(i18n._(message as MessageDescriptor), code).not.toBe('');
    }
  });

  it("every domain text, and the import preview's words, as the domain writes them", () => {
    const [texts] = DOMAIN_TABLE;
    for (const [key, value] of Object.entries(texts)) {
      expect(domainText(key as keyof typeof texts, { group: 'Owls' })).toBe(
        value.replace('{group}', 'Owls'),
      );
    }
    const reasons = [
      { code: 'extra_cells' },
      { code: 'no_name' },
      { code: 'name_too_long' },
      { code: 'notes_too_long' },
      { code: 'row_out_of_range', value: '11' },
      { code: 'row_out_of_range', value: 'Ann', split: true },
      { code: 'duplicate', firstLine: 4 },
      { code: 'ambiguous', count: 2 },
    ] as const;
    for (const reason of reasons) expect(importSkipText(reason)).toBe(skipReasonText(reason));
    expect(storedText(DOMAIN_TEXTS.noSkill)).toBe('No skill');
    expect(storedText('Saved class with 1 student')).toBe('Saved class with 1 student');
    expect(storedText('Saved class with 3 students')).toBe('Saved class with 3 students');
    expect(storedText('Helping others')).toBe('Helping others');
    for (const goal of PRESET_GOALS) expect(goalText(goal)).toBe(goal);
    expect(goalText('toString')).toBe('toString');
    expect(newActivity()).toEqual(NEW_ACTIVITY);
  });
});

describe('a failure in Spanish', () => {
  beforeAll(async () => {
    await activateLocale('es');
    await loadCatalogues(['server-texts', 'lib']);
  });

  const failed = (status: number, body: object | null) =>
    new ApiRequestError(
      status,
      body ? JSON.stringify(body) : '',
      body as never,
      'Service Unavailable',
    );

  it('the constant names the situation where one code covers several', () => {
    expect(
      serverText(failed(409, { code: 'conflict', message: 'The class is not running.' })),
    ).toBe('La clase no está en marcha.');
    expect(
      serverText(
        failed(409, { code: 'conflict', message: 'An absent student cannot join a group.' }),
      ),
    ).toBe('Un alumno ausente no puede unirse a un grupo.');
    // A socket ack's error, and an operation's rejection, are read the same way.
    expect(serverText({ code: 'not_found', message: 'Student not found.' })).toBe(
      'No se encontró al alumno.',
    );
    expect(
      serverText({
        code: 'cannot_undo',
        message: 'That change can no longer be undone: it was undone already, or is too old.',
      }),
    ).toBe('Ese cambio ya no se puede deshacer: ya se deshizo o es demasiado antiguo.');
  });

  it("a function's values survive: the tries left, a date, a field", () => {
    expect(
      serverText({ code: 'authentication_failed', message: KIOSK_MESSAGES.noMatch(1) }),
    ).toMatch(/Te queda 1 intento\.$/);
    expect(contractText(KIOSK_MESSAGES.noMatch(2))).toMatch(/Te quedan 2 intentos\.$/);
    expect(contractText(KIOSK_MESSAGES.triesToday(3))).toBe('Tienes 3 intentos hoy.');
    expect(contractText(KIOSK_MESSAGES.triesToday(1))).toBe('Te queda 1 intento hoy.');
    expect(
      serverText({
        code: 'invalid_payload',
        message: 'The date of birth 02/30/2015 does not exist.',
      }),
    ).toBe('La fecha de nacimiento 02/30/2015 no existe.');
    expect(
      serverText({
        code: 'invalid_payload',
        message: 'students.3.notes: Text cannot contain the NUL character.',
      }),
    ).toBe('students.3.notes: el texto no puede contener el carácter NUL.');
  });

  it("an unknown message gets its code's; no answer of ours, the status's or the network's", () => {
    expect(serverText(failed(409, { code: 'conflict', message: 'Something new.' }))).toBe(
      'Esto cambió en otro dispositivo. Vuelve a mirarlo y vuelve a intentarlo.',
    );
    expect(serverText(failed(502, null))).toBe(
      'Algo falló por nuestra parte. Vuelve a intentarlo.',
    );
    expect(serverText(failed(400, { code: 'brand_new', message: 'New words.' }))).toBe(
      'Revisa los campos y vuelve a intentarlo.',
    );
    expect(serverText(new TypeError('Failed to fetch'))).toBe(
      'No se pudo conectar con el servidor. Comprueba tu conexión y vuelve a intentarlo.',
    );
  });

  it("a form's zod issue, and the domain's words", () => {
    expect(issueText({ message: 'Class name must be at most 100 characters' })).toBe(
      'El nombre de la clase debe tener como máximo 100 caracteres',
    );
    expect(issueText({ message: 'A brand new rule' })).toBe('A brand new rule');
    expect(domainText('noSkill')).toBe('Sin habilidad');
    expect(domainText('groupNamed', { group: 'Búhos' })).toBe('Grupo: Búhos');
    expect(storedText('Whole class')).toBe('Toda la clase');
    expect(storedText('Classroom display')).toBe('Pantalla del aula');
    expect(storedText('Saved class with 3 students')).toBe('Clase guardada con 3 alumnos');
    expect(importSkipText({ code: 'ambiguous', count: 2 })).toBe(
      '2 alumnos de la clase tienen este nombre',
    );
    expect(importSkipText({ code: 'notes_too_long' })).toBe('Notas de más de 2000 caracteres');
    expect(goalText('Mental arithmetic')).toBe('Cálculo mental');
    expect(goalText('Read 10 books')).toBe('Read 10 books');
    expect(newActivity()).toEqual({ name: 'Nueva actividad', duration: 10 });
  });
});
