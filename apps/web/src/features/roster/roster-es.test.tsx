import type { StudentDto } from '@classbeam/contracts';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { activateLocale, loadCatalogues } from '../../lib/i18n/activate';
import { LocaleProvider } from '../../lib/i18n/provider';
import { initialClassLive, useClassLive } from '../../lib/live/class-store';
import { PresentCount } from './present-count';
import { StudentRow } from './student-row';

/*
 * The roster in Spanish: the plurals agree with their number ("1 punto", "3 puntos"; "1 de 3
 * presente", "2 de 3 presentes"), and the reviewer's words are the ones on screen.
 */
const student = (id: number, name: string, points: number, present = true): StudentDto => ({
  id,
  classId: 1,
  name,
  avatarUrl: null,
  points,
  attendanceStatus: present ? 'present' : 'absent',
  row: 2,
  notes: '',
  goal: 'Teamwork',
  hasBirthDate: true,
  createdAt: '2026-11-28T09:00:00.000Z',
});

beforeAll(async () => {
  await activateLocale('es');
  await loadCatalogues(['roster', 'lib']);
});
afterAll(async () => {
  useClassLive.setState(initialClassLive(null));
  await activateLocale('en');
});

const noop = () => {};

test('a row says its points as a plural, and the skill button as "Dar puntos a"', async () => {
  await render(
    <ul>
      <StudentRow student={student(1, 'Ada', 1)} onOpen={noop} />
      <StudentRow student={student(2, 'Leo', 3)} onOpen={noop} />
    </ul>,
    { wrapper: LocaleProvider },
  );
  // What a screen reader hears of the points button: the number drawn is aria-hidden.
  const heard = (button: Element | undefined) =>
    Array.from(button?.querySelectorAll(':scope > .visually-hidden') ?? [])
      .map((part) => part.textContent)
      .join('');
  const [ada, leo] = document.querySelectorAll('.points-value');
  expect(heard(ada)).toBe('1 punto. Dar puntos a Ada');
  expect(heard(leo)).toBe('3 puntos. Dar puntos a Leo');
  expect(document.querySelector('.point-plus')?.getAttribute('aria-label')).toBe(
    '+1 punto para Ada',
  );
  // The preset goal is saved in English and shown in the teacher's language.
  await expect.element(page.getByText('Trabajo en equipo').first()).toBeInTheDocument();
  await expect.element(page.getByText('Con retraso').first()).toBeInTheDocument();
});

test('X of Y present agrees with X', async () => {
  useClassLive.setState({
    loaded: true,
    students: [student(1, 'Ada', 5), student(2, 'Leo', 5, false), student(3, 'Mia', 5, false)],
  });
  const { rerender } = await render(<PresentCount />, { wrapper: LocaleProvider });
  await expect.element(page.getByText('1 de 3 presente')).toBeVisible();
  useClassLive.setState({
    students: [student(1, 'Ada', 5), student(2, 'Leo', 5), student(3, 'Mia', 5, false)],
  });
  await rerender(<PresentCount />);
  await expect.element(page.getByText('2 de 3 presentes')).toBeVisible();
});
