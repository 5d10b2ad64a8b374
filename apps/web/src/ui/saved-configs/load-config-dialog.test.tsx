import type { ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render as renderPlain } from 'vitest-browser-react';
import { LocaleProvider } from '../../lib/i18n/provider';
import { type ListedConfig, LoadConfigDialog } from './load-config-dialog';

/** Drawn as the app draws it, inside the catalogue's provider (English, src/test/i18n-setup.ts). */
const render = (ui: ReactNode) => renderPlain(ui, { wrapper: LocaleProvider });

const saved = (id: number, name: string): ListedConfig => ({
  id,
  classId: 1,
  name,
  description: '',
  updatedAt: `2026-11-2${id}T10:00:00.000Z`,
});

/** The Load dialog over a list it holds itself: `remove` is what the server would do. */
async function loadDialog(remove: (config: ListedConfig) => Promise<unknown>, hint?: string) {
  const forget = vi.fn();
  await render(
    <LoadConfigDialog<ListedConfig>
      title="Load Group Layout"
      description="Replace the groups with a saved layout."
      noun="group layout"
      list={async () => [saved(1, 'Mornings'), saved(2, 'Lab'), saved(3, 'Fridays')]}
      remove={remove}
      apply={async () => true}
      hint={hint && <p>{hint}</p>}
      remember={() => {}}
      forget={forget}
      onClose={() => {}}
    />,
  );
  const dialog = page.getByRole('dialog', { name: 'Load Group Layout' });
  await expect.element(dialog.getByText('Fridays')).toBeVisible();
  return { dialog, forget };
}

const row = (name: string) => page.getByRole('listitem').filter({ hasText: name });
const sure = (name: string) => page.getByRole('dialog', { name: `Delete '${name}'?` });

describe('LoadConfigDialog: delete asks first, and the keyboard stays in the list', () => {
  test('Cancel keeps the row and gives the keyboard back to its trash button', async () => {
    const remove = vi.fn(async () => {});
    const { dialog } = await loadDialog(remove);
    const trash = dialog.getByRole('button', { name: 'Delete Lab' });
    await trash.click();
    await expect.element(sure('Lab')).toHaveTextContent(/The group layout from .* is deleted/);
    await sure('Lab').getByRole('button', { name: 'Cancel' }).click();
    await expect.element(sure('Lab')).not.toBeInTheDocument();
    await expect.element(trash).toHaveFocus();
    expect(remove).not.toHaveBeenCalled();
  });

  test('a deleted row hands the keyboard to the row now in its place; the last one to the dialog', async () => {
    const { dialog, forget } = await loadDialog(async () => {});
    await dialog.getByRole('button', { name: 'Delete Lab' }).click();
    await sure('Lab').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.element(row('Lab')).not.toBeInTheDocument();
    await expect.element(row('Fridays').getByRole('button', { name: 'Load' })).toHaveFocus();
    expect(forget).toHaveBeenCalledWith(expect.objectContaining({ name: 'Lab' }));

    for (const name of ['Fridays', 'Mornings']) {
      await dialog.getByRole('button', { name: `Delete ${name}` }).click();
      await sure(name).getByRole('button', { name: 'Delete', exact: true }).click();
      await expect.element(row(name)).not.toBeInTheDocument();
    }
    await expect.element(dialog.getByText('No saved configurations found.')).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
  });

  test('with a hint above the list, the last delete still leaves the keyboard in the dialog', async () => {
    const { dialog } = await loadDialog(async () => {}, 'Loading replaces the 2 groups.');
    for (const name of ['Lab', 'Fridays', 'Mornings']) {
      await dialog.getByRole('button', { name: `Delete ${name}` }).click();
      await sure(name).getByRole('button', { name: 'Delete', exact: true }).click();
      await expect.element(row(name)).not.toBeInTheDocument();
    }
    await expect.element(dialog.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
  });

  test('a delete that fails keeps the row, and the keyboard on its trash button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dialog } = await loadDialog(async () => {
      throw new Error('503: unavailable');
    });
    const trash = dialog.getByRole('button', { name: 'Delete Lab' });
    await trash.click();
    await sure('Lab').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.element(sure('Lab')).not.toBeInTheDocument();
    await expect.element(row('Lab')).toBeVisible();
    await expect.element(trash).toHaveFocus();
  });
});
