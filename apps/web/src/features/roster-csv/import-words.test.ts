import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, loadCatalogues } from '../../lib/i18n/activate';
import { birthDateText, dateProblemMessage, skipReasonMessage } from './import-words';
import { fileProblem } from './read-csv-file';

/*
 * The preview's sentences about a line, in each language: English word for word as the
 * domain's (RC12, BD3, BD4), Spanish from the folder's catalogue with its own plurals, numbers
 * and dates.
 */
describe('the import preview in English', () => {
  it("says the domain's sentences", () => {
    expect(skipReasonMessage({ code: 'ambiguous', count: 2 })).toBe(
      '2 students in the class have this name',
    );
    expect(skipReasonMessage({ code: 'notes_too_long' })).toBe(
      'Notes longer than 2,000 characters',
    );
    expect(skipReasonMessage({ code: 'duplicate', firstLine: 4 })).toBe('Same name as line 4');
    expect(dateProblemMessage('not_a_date', '31/02/2016', 'dmy')).toBe(
      '"31/02/2016" is not a date in Day/Month/Year order',
    );
    expect(birthDateText('2016-02-03')).toBe('3 Feb 2016');
  });
});

describe('the import preview in Spanish', () => {
  beforeAll(async () => {
    await loadCatalogues(['roster-csv', 'roster-csv.later']);
    await activateLocale('es');
  });
  afterAll(() => activateLocale('en'));

  it('counts with plurals and writes numbers the Spanish way', () => {
    expect(skipReasonMessage({ code: 'ambiguous', count: 3 })).toBe(
      '3 alumnos de la clase tienen este nombre',
    );
    expect(skipReasonMessage({ code: 'ambiguous', count: 1 })).toBe(
      '1 alumno de la clase tiene este nombre',
    );
    // Spanish groups thousands from five digits: 2000, not 2.000.
    expect(skipReasonMessage({ code: 'notes_too_long' })).toBe('Notas de más de 2000 caracteres');
    expect(fileProblem({ name: 'a.csv', size: 1024 * 1024 + 1, type: 'text/csv' })).toBe(
      'El archivo es demasiado grande (1,1 MB). Una importación CSV puede ocupar como máximo 1 MB.',
    );
  });

  it('names the order a date was read in, and shows a date with the month in words', () => {
    expect(dateProblemMessage('not_a_date', '31/02/2016', 'dmy')).toBe(
      '«31/02/2016» no es una fecha en el orden día/mes/año',
    );
    expect(birthDateText('2016-02-03')).toBe('3 feb 2016');
  });
});
