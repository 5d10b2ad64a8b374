import type { PublicGroupDto, StudentDto } from '@classbeam/contracts';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render as renderBare } from 'vitest-browser-react';
import { activateLocale, loadCatalogues } from '../../lib/i18n/activate';
import { LocaleProvider } from '../../lib/i18n/provider';
import { initialClassLive, setMirror, useClassLive } from '../../lib/live/class-store';
import { RandomGroupsDialog } from './random-groups-dialog';

/** Rendered as the app renders it, inside the catalogue's provider. */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: LocaleProvider });

const student = (id: number, absent = false): StudentDto => ({
  id,
  classId: 1,
  name: `Pupil ${id}`,
  avatarUrl: null,
  points: 5,
  attendanceStatus: absent ? 'absent' : 'present',
  row: null,
  notes: '',
  goal: '',
  hasBirthDate: false,
  createdAt: '2026-11-27T09:00:00.000Z',
});

/** The class as the server last told this device. */
function classHas(students: StudentDto[], groups: PublicGroupDto[] = []) {
  setMirror({ version: 1, confirmed: students, groups, outbox: [] });
}

afterEach(() => useClassLive.setState(initialClassLive(null)));

const dialog = () => page.getByRole('dialog', { name: 'Random Groups' });

describe('RandomGroupsDialog', () => {
  test('says what the draw makes from the students who are here, as the count changes', async () => {
    classHas([...Array.from({ length: 7 }, (_, i) => student(i + 1)), student(8, true)]);
    await render(<RandomGroupsDialog classId={1} onClose={() => {}} />);
    await expect
      .element(dialog())
      .toHaveTextContent(
        '7 students who are here → 3 groups, 2–3 students each. Absent students are left out.',
      );
    await dialog().getByRole('button', { name: '2', exact: true }).click();
    await expect.element(dialog()).toHaveTextContent('→ 2 groups, 3–4 students each.');
    await dialog().getByRole('button', { name: '6', exact: true }).click();
    await expect.element(dialog()).toHaveTextContent('→ 6 groups, 1–2 students each.');
    await expect.element(dialog().getByRole('button', { name: 'Make Groups' })).toBeEnabled();
    await expect.element(dialog().getByRole('note')).not.toBeInTheDocument();
  });

  test('fewer students than groups: one group each, never an empty group', async () => {
    classHas([student(1), student(2)]);
    await render(<RandomGroupsDialog classId={1} onClose={() => {}} />);
    await expect
      .element(dialog())
      .toHaveTextContent('2 students who are here → 2 groups, 1 student each.');
  });

  test('nobody here: the alert says why, and Make Groups cannot be pressed', async () => {
    classHas([student(1, true)]);
    await render(<RandomGroupsDialog classId={1} onClose={() => {}} />);
    await expect
      .element(dialog().getByRole('alert'))
      .toHaveTextContent('Random groups need at least one student who is here.');
    await expect.element(dialog().getByRole('button', { name: 'Make Groups' })).toBeDisabled();
  });

  test('groups already there: it warns that they will be replaced', async () => {
    classHas(
      [student(1), student(2)],
      [
        { id: 1, name: 'Owls', color: '#3B82F6', members: [] },
        { id: 2, name: 'Frogs', color: '#10B981', members: [] },
      ],
    );
    await render(<RandomGroupsDialog classId={1} onClose={() => {}} />);
    await expect
      .element(dialog().getByRole('note'))
      .toHaveTextContent('This replaces the 2 groups the class has now.');
  });
});

describe('RandomGroupsDialog in Spanish', () => {
  beforeAll(async () => {
    await activateLocale('es');
    await loadCatalogues(['groups', 'groups.later']);
  });
  afterAll(() => activateLocale('en'));
  const dialogEs = () => page.getByRole('dialog', { name: 'Grupos al azar' });

  test('the counts are plurals in Spanish: students, groups and the size of each', async () => {
    classHas([...Array.from({ length: 7 }, (_, i) => student(i + 1)), student(8, true)]);
    await render(<RandomGroupsDialog classId={1} onClose={() => {}} />);
    await expect
      .element(dialogEs())
      .toHaveTextContent(
        '7 alumnos presentes → 3 grupos, 2–3 alumnos por grupo. Los alumnos ausentes se quedan fuera.',
      );
    await dialogEs().getByRole('button', { name: '6', exact: true }).click();
    await expect.element(dialogEs()).toHaveTextContent('→ 6 grupos, 1–2 alumnos por grupo.');
    await expect.element(dialogEs().getByRole('button', { name: 'Formar grupos' })).toBeEnabled();
  });

  test('one of each: the singular forms', async () => {
    classHas([student(1)], [{ id: 1, name: 'Búhos', color: '#3B82F6', members: [] }]);
    await render(<RandomGroupsDialog classId={1} onClose={() => {}} />);
    await expect
      .element(dialogEs())
      .toHaveTextContent('1 alumno presente → 1 grupo, 1 alumno por grupo.');
    await expect
      .element(dialogEs().getByRole('note'))
      .toHaveTextContent('Esto sustituye el grupo que tiene ahora la clase.');
  });
});
