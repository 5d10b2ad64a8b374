import {
  STUDENT_DELETE_UNDO_MS,
  STUDENT_DELETE_WINDOW_MS,
  type StudentDto,
} from '@classbeam/contracts';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render as renderPlain } from 'vitest-browser-react';
import { ApiRequestError } from '../lib/api-client';
import { activateLocale, loadCatalogues } from '../lib/i18n/activate';
import { LocaleProvider } from '../lib/i18n/provider';
import { ConfirmStudentDelete } from './confirm-student-delete';
import { useToastStore } from './toast-store';
import { Toaster } from './toaster';

/** Drawn as the app draws it, inside the catalogue's provider (English, src/test/i18n-setup.ts). */
const render = (ui: ReactNode) => renderPlain(ui, { wrapper: LocaleProvider });

const ADA: StudentDto = {
  id: 7,
  classId: 1,
  name: 'Ada',
  avatarUrl: null,
  points: 8,
  attendanceStatus: 'late',
  row: 2,
  notes: 'Front row',
  goal: '',
  hasBirthDate: true,
  createdAt: '2026-11-28T09:00:00.000Z',
};

const refused = (status: number, code: string, message: string) =>
  new ApiRequestError(status, JSON.stringify({ code, message }), { code, message }, '');

interface Acts {
  remove?: () => Promise<unknown>;
  restore?: () => Promise<StudentDto>;
}

/** The roster's use of it: a button that asks, the question while asking, and the toasts. */
function Roster({
  acts,
  onDeleted,
  onRestored,
}: {
  acts: Required<Acts>;
  onDeleted: () => void;
  onRestored: (s: StudentDto) => void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAsking(true)}>
        Delete Ada
      </button>
      {asking && (
        <ConfirmStudentDelete
          name="Ada"
          remove={acts.remove}
          restore={acts.restore}
          onDeleted={onDeleted}
          onRestored={onRestored}
          onClose={() => setAsking(false)}
        />
      )}
      <Toaster />
    </>
  );
}

async function deleteAda(acts: Acts = {}) {
  const all = {
    remove: acts.remove ?? vi.fn(async () => {}),
    restore: acts.restore ?? vi.fn(async () => ADA),
  };
  const onDeleted = vi.fn();
  const onRestored = vi.fn();
  await render(<Roster acts={all} onDeleted={onDeleted} onRestored={onRestored} />);
  await page.getByRole('button', { name: 'Delete Ada' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Ada?' });
  await dialog.getByRole('button', { name: 'Delete Student' }).click();
  await expect.element(dialog).not.toBeInTheDocument();
  return { ...all, onDeleted, onRestored };
}

const toastWith = (text: string) => page.getByRole('status').filter({ hasText: text });

afterEach(() => useToastStore.setState({ current: null }));

describe('ConfirmStudentDelete', () => {
  test('asks with the spec’s question less its “cannot be undone”, which holds only after the Undo', async () => {
    await render(
      <Roster
        acts={{ remove: async () => {}, restore: async () => ADA }}
        onDeleted={() => {}}
        onRestored={() => {}}
      />,
    );
    await page.getByRole('button', { name: 'Delete Ada' }).click();
    await expect
      .element(page.getByRole('dialog', { name: 'Delete Ada?' }))
      .toHaveTextContent(
        'Are you sure you want to delete this student? You can undo it for 10 seconds; after that it cannot be undone.',
      );
  });

  test('a delete says “Ada deleted” with Undo for the offer’s time, shorter than the server’s window', async () => {
    const { remove, onDeleted, restore } = await deleteAda();
    expect(remove).toHaveBeenCalledTimes(1);
    expect(onDeleted).toHaveBeenCalledTimes(1);
    await expect
      .element(toastWith('Ada deleted').getByRole('button', { name: 'Undo' }))
      .toBeVisible();
    expect(useToastStore.getState().current?.durationMs).toBe(STUDENT_DELETE_UNDO_MS);
    expect(STUDENT_DELETE_UNDO_MS).toBe(10_000);
    expect(STUDENT_DELETE_WINDOW_MS).toBeGreaterThan(STUDENT_DELETE_UNDO_MS);
    expect(restore).not.toHaveBeenCalled();
  });

  test('Undo brings the student back: restored once, handed to the screen, and said so', async () => {
    const { restore, onRestored } = await deleteAda();
    await toastWith('Ada deleted').getByRole('button', { name: 'Undo' }).click();
    await expect.element(toastWith('Ada is back')).toBeVisible();
    expect(restore).toHaveBeenCalledTimes(1);
    expect(onRestored).toHaveBeenCalledWith(ADA);
  });

  test.each([
    [
      '410 delete_final',
      refused(410, 'delete_final', 'Too late to undo: the student is deleted for good.'),
    ],
    ['404 once the row is gone', refused(404, 'not_found', 'Student not found.')],
  ])('an Undo after the window (%s) says it is too late', async (_, error) => {
    const { onRestored } = await deleteAda({ restore: () => Promise.reject(error) });
    await toastWith('Ada deleted').getByRole('button', { name: 'Undo' }).click();
    await expect
      .element(toastWith('Not undone'))
      .toHaveTextContent('Too late to undo: Ada is deleted for good.');
    expect(onRestored).not.toHaveBeenCalled();
  });

  test('an Undo that did not get through offers to try again, and trying again brings them back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const restore = vi
      .fn<() => Promise<StudentDto>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(ADA);
    const { onRestored } = await deleteAda({ restore });
    await toastWith('Ada deleted').getByRole('button', { name: 'Undo' }).click();
    const failed = toastWith('Could not bring Ada back. Please try again.');
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect.element(toastWith('Ada is back')).toBeVisible();
    expect(restore).toHaveBeenCalledTimes(2);
    expect(onRestored).toHaveBeenCalledWith(ADA);
  });

  test('a student another device deleted first (404) is gone here too, with no Undo to offer', async () => {
    const { onDeleted } = await deleteAda({
      remove: () => Promise.reject(refused(404, 'not_found', 'Student not found.')),
    });
    expect(onDeleted).toHaveBeenCalledTimes(1);
    expect(useToastStore.getState().current).toBeNull();
  });
});

describe('ConfirmStudentDelete in Spanish', () => {
  test('the question counts the Undo’s seconds as a plural, and the name keeps its personal “a”', async () => {
    await activateLocale('es');
    await loadCatalogues(['ui', 'ui.later']);
    try {
      await render(
        <Roster
          acts={{ remove: async () => {}, restore: async () => ADA }}
          onDeleted={() => {}}
          onRestored={() => {}}
        />,
      );
      await page.getByRole('button', { name: 'Delete Ada' }).click();
      const dialog = page.getByRole('dialog', { name: '¿Eliminar a Ada?' });
      await expect
        .element(dialog)
        .toHaveAccessibleDescription(
          `¿Seguro que quieres eliminar a este alumno? Puedes deshacerlo durante ${STUDENT_DELETE_UNDO_MS / 1000} segundos; después no se podrá deshacer.`,
        );
      await expect.element(dialog.getByRole('button', { name: 'Cancelar' })).toBeVisible();
    } finally {
      await activateLocale('en');
    }
  });
});
