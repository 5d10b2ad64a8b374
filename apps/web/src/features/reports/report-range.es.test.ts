import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { activateLocale, loadCatalogues } from '../../lib/i18n/activate';
import { weekdayInitials } from './month-dots';
import {
  dayText,
  monthText,
  PRESET_LABELS,
  percentText,
  rangeText,
  shortDay,
} from './report-range';

/* The reports' dates and numbers follow the active language (lib/i18n/format.ts). */
describe('the reports in English', () => {
  test("the spec's US dates and the weekdays Monday first", () => {
    expect(dayText('2025-11-03')).toBe('Mon, Nov 3, 2025');
    expect(shortDay('2025-11-03')).toBe('Nov 3');
    expect(monthText('2026-11')).toBe('November 2026');
    expect(percentText(86)).toBe('86%');
    expect(weekdayInitials()).toEqual(['M', 'T', 'W', 'T', 'F', 'S', 'S']);
  });
});

describe('the reports in Spanish', () => {
  beforeAll(async () => {
    await activateLocale('es');
    await loadCatalogues(['reports']);
  });
  afterAll(() => activateLocale('en'));

  test('dates, months and percents in Spanish; the week still starts on Monday', () => {
    expect(shortDay('2025-11-03')).toBe('3 nov');
    expect(monthText('2026-11')).toBe('Noviembre de 2026');
    expect(rangeText({ from: '2025-11-03', to: '2025-11-09' })).toMatch(/^3.*9 nov 2025$/);
    expect(percentText(86)).toBe('86\u00a0%');
    expect(percentText(null)).toBe('–');
    expect(weekdayInitials()).toEqual(['L', 'M', 'X', 'J', 'V', 'S', 'D']);
  });

  test("the presets' names", () => {
    expect(PRESET_LABELS.week).toBe('Esta semana');
    expect(PRESET_LABELS.term).toBe('Este periodo');
  });
});
