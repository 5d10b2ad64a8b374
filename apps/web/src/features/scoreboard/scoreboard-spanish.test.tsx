import type { PublicGroupDto, PublicStudentDto } from '@classbeam/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { activateLocale, loadCatalogues } from '../../lib/i18n/activate';
import { LocaleProvider } from '../../lib/i18n/provider';
import { Scoreboard } from './scoreboard';

/*
 * The board a class set to Spanish shows (decision 0166): the ranks as ordinals, the points
 * as plurals, the average and the team scores with a decimal comma, the empty board's promise
 * in the future.
 */

const kid = (
  id: number,
  name: string,
  points: number,
  attendanceStatus: PublicStudentDto['attendanceStatus'] = 'present',
): PublicStudentDto => ({ id, name, avatarUrl: null, points, attendanceStatus });

const CLASS = [kid(1, 'Zoe', 12), kid(2, 'Yara', 1), kid(3, 'Xavi', 7), kid(4, 'Bea', 3, 'late')];
const TEAMS: PublicGroupDto[] = [
  {
    id: 1,
    name: 'Owls',
    color: '#3B82F6',
    members: [
      { id: 1, name: 'Zoe' },
      { id: 2, name: 'Yara' },
    ],
  },
];

const board = (students: PublicStudentDto[], privacy: 'leaderboard' | 'class-total') =>
  render(
    <LocaleProvider>
      <div style={{ width: 1280, height: 720, display: 'flex' }}>
        <Scoreboard title="5.º B" students={students} groups={TEAMS} privacy={privacy} />
      </div>
    </LocaleProvider>,
  );

const labels = () =>
  [...document.querySelectorAll('.score-card')].map((c) => c.getAttribute('aria-label'));

beforeAll(async () => {
  await loadCatalogues(['scoreboard']);
  await activateLocale('es');
});
afterAll(() => activateLocale('en'));

describe('the board in Spanish', () => {
  test('ordinals, plurals and numbers in the class language', async () => {
    await board(CLASS, 'leaderboard');
    const badges = [...document.querySelectorAll('.rank-badge')].map((b) => b.textContent);
    expect(badges).toEqual(['1.º', '2.º', '3.º']);
    // (12 + 1 + 7 + 3) / 4 = 5.75: a decimal comma, one place.
    await expect.element(page.getByText('Promedio: 5,8 pts')).toBeVisible();
    await expect
      .element(page.getByRole('list', { name: 'Grupos' }))
      .toHaveTextContent(/Owls6,5 prom\./);
    expect(labels()).toContain('Zoe, 12 puntos, 1.º, grupo Owls');
    expect(labels()).toContain('Yara, 1 punto, grupo Owls');
    await expect.element(page.getByText('Con retraso')).toBeVisible();
  });

  test('the class total as a plural, and the empty board in the future', async () => {
    const { rerender } = await board([kid(1, 'Zoe', 1)], 'class-total');
    await expect.element(page.getByText('Total de la clase: 1 pt')).toBeVisible();
    await rerender(
      <LocaleProvider>
        <Scoreboard title="5.º B" students={[]} privacy="leaderboard" />
      </LocaleProvider>,
    );
    await expect.element(page.getByText('Aún no hay alumnos')).toBeVisible();
    await expect
      .element(
        page.getByText(
          'Los puntos y las posiciones aparecerán aquí en cuanto los alumnos se unan a 5.º B.',
        ),
      )
      .toBeVisible();
  });
});
