import type { SkillFigures } from '@classbeam/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { activateLocale, loadCatalogues } from '../../lib/i18n/activate';
import { LocaleProvider } from '../../lib/i18n/provider';
import { PointsTiles } from './figure-tiles';
import { SkillBars } from './skill-bars';

const skill = (name: string, more: Partial<SkillFigures> = {}) =>
  ({
    skillId: name.length,
    name,
    icon: null,
    archived: false,
    given: 0,
    taken: 0,
    reminders: 0,
    awards: 1,
    ...more,
  }) satisfies SkillFigures;

/* A report drawn in Spanish from the real catalogue: plurals, and numbers as Spanish writes them. */
describe('the reports in Spanish', () => {
  beforeAll(async () => {
    await activateLocale('es');
    await loadCatalogues(['reports']);
  });
  afterAll(() => activateLocale('en'));

  test('reminders are a plural; archived skills and the table head are Spanish', async () => {
    await render(
      <LocaleProvider>
        <SkillBars
          skills={[
            skill('Ayudar', { reminders: 1 }),
            skill('Puntualidad', { reminders: 3, archived: true }),
          ]}
          title="Puntos por habilidad"
        />
      </LocaleProvider>,
    );
    await expect.element(page.getByText('Ayudar · 1 recordatorio')).toBeInTheDocument();
    await expect.element(page.getByText('· 3 recordatorios')).toBeInTheDocument();
    const table = page.getByRole('table', { name: 'Puntos por habilidad' });
    await expect.element(table).toHaveTextContent(/Habilidad\s*Puntos dados/);
    await expect.element(table).toHaveTextContent(/Puntualidad \(archivada\)/);
  });

  test('figures with Spanish grouping and percent', async () => {
    await render(
      <LocaleProvider>
        <PointsTiles
          points={{ given: 12345, taken: 2, percentPositive: 86, reminders: 0, awards: 3 }}
        />
      </LocaleProvider>,
    );
    await expect.element(page.getByText('Puntos dados')).toBeVisible();
    await expect.element(page.getByText('12.345')).toBeVisible();
    await expect.element(page.getByText('86 %')).toBeVisible();
  });
});
