import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { activateLocale, loadCatalogues } from '../../lib/i18n/activate';
import { awardShort, awardWords } from './award-head';
import { boardText, dayHeading, eventText, pointsWord, signed } from './history-format';

/* The timelines' words in Spanish, from the real catalogue: counts as plurals, dates by Intl. */
describe('the timelines in Spanish', () => {
  beforeAll(async () => {
    await activateLocale('es');
    await loadCatalogues(['history', 'history.later']);
  });
  afterAll(() => activateLocale('en'));

  test('points are a plural, with their sign', () => {
    expect(pointsWord(1)).toBe('+1 punto');
    expect(pointsWord(-3)).toBe('-3 puntos');
    expect(pointsWord(0)).toBe('0 puntos');
    expect(signed(2)).toBe('+2');
    expect(awardWords({ skillName: 'Trabajo en equipo', delta: 2 })).toBe(
      '+2 puntos por Trabajo en equipo',
    );
    expect(awardShort({ skillName: null, delta: -1 })).toBe('-1 punto');
    expect(awardShort({ skillName: null, delta: 0 })).toBe('0 Recordatorio');
  });

  test("what a removal did to today's board, as whole sentences", () => {
    expect(boardText([{ studentId: 1, change: -1 }])).toBe('Los puntos de hoy bajaron 1.');
    expect(
      boardText([
        { studentId: 1, change: 2 },
        { studentId: 2, change: 2 },
      ]),
    ).toBe('Los puntos de hoy subieron 2 para cada uno de los 2 alumnos.');
    expect(
      boardText([
        { studentId: 1, change: 1 },
        { studentId: 2, change: -1 },
      ]),
    ).toBe('Los puntos de hoy cambiaron para 2 alumnos.');
  });

  test('a day heading in Spanish, capitalised; the year only when not this year', () => {
    expect(dayHeading('2026-11-24', '2026-11-28')).toBe('Martes, 24 de noviembre');
    expect(dayHeading('2025-11-25', '2026-11-28')).toBe('Martes, 25 de noviembre de 2025');
    expect(dayHeading('2026-11-28', '2026-11-28')).toBe('Hoy');
  });

  test('attendance and notes', () => {
    const event = { id: 1, at: '', kind: 'attendance', detail: 'late' } as const;
    expect(eventText(event as never)).toBe('Asistencia: con retraso');
    expect(eventText({ ...event, kind: 'note', detail: 'Trae el libro' } as never)).toBe(
      'Nota: «Trae el libro»',
    );
  });
});
