import type { ReactNode } from 'react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render as renderPlain } from 'vitest-browser-react';
import { LocaleProvider } from '../lib/i18n/provider';
import { ConfirmDialog } from './confirm-dialog';

/** Drawn as the app draws it, inside the catalogue's provider (English, src/test/i18n-setup.ts). */
const render = (ui: ReactNode) => renderPlain(ui, { wrapper: LocaleProvider });

/** An act the test finishes by hand, to look at the dialog while it runs. */
function deferred() {
  let resolve!: (value?: unknown) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A page with a button that asks; the dialog is mounted only while asking, as the app does. */
function Asker({ onConfirm, tone }: { onConfirm: () => Promise<unknown>; tone?: 'danger' }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAsking(true)}>
        Delete Ada
      </button>
      {asking && (
        <ConfirmDialog
          title="Delete Ada?"
          description="This action cannot be undone."
          confirmLabel="Delete Student"
          pendingLabel="Deleting…"
          tone={tone}
          onConfirm={onConfirm}
          failureText="Ada was not deleted. Please try again."
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}

async function ask() {
  await page.getByRole('button', { name: 'Delete Ada' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Ada?' });
  await expect.element(dialog).toBeVisible();
  return dialog;
}

async function open(onConfirm: () => Promise<unknown>, tone?: 'danger') {
  await render(<Asker onConfirm={onConfirm} tone={tone} />);
  return ask();
}

describe('ConfirmDialog', () => {
  test('opens with the keyboard on Cancel, so a stray Enter cancels', async () => {
    const onConfirm = vi.fn(async () => {});
    const dialog = await open(onConfirm, 'danger');
    await expect.element(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  test('Escape and Cancel close it without acting', async () => {
    const onConfirm = vi.fn(async () => {});
    let dialog = await open(onConfirm);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();

    dialog = await ask();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  test('while the act runs: its pending label, both buttons disabled, Escape waits; then it closes', async () => {
    const act = deferred();
    const onConfirm = vi.fn(() => act.promise);
    const dialog = await open(onConfirm, 'danger');
    await dialog.getByRole('button', { name: 'Delete Student' }).click();

    const confirm = dialog.getByRole('button', { name: 'Deleting…' });
    await expect.element(confirm).toBeDisabled();
    await expect.element(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).toBeVisible();

    act.resolve();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  test('a failure stays in the dialog: its alert, and both buttons back for another try', async () => {
    const act = deferred();
    const dialog = await open(() => act.promise, 'danger');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await dialog.getByRole('button', { name: 'Delete Student' }).click();
    act.reject(new Error('503: unavailable'));

    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent('Ada was not deleted. Please try again.');
    await expect.element(dialog.getByRole('button', { name: 'Delete Student' })).toBeEnabled();
    await expect.element(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect.element(dialog).toBeVisible();
    // The keyboard is back in the dialog, on Cancel, not lost on the page.
    await expect.element(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  test('an act that answers false was not done: the dialog stays, with nothing to read', async () => {
    const dialog = await open(async () => false);
    await dialog.getByRole('button', { name: 'Delete Student' }).click();
    await expect.element(dialog.getByRole('button', { name: 'Delete Student' })).toBeEnabled();
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByRole('alert')).not.toBeInTheDocument();
  });

  test('the danger tone: a red dialog with a bin and a red act', async () => {
    const dialog = await open(async () => {}, 'danger');
    await expect.element(dialog).toHaveClass('dialog-danger');
    await expect
      .element(dialog.getByRole('button', { name: 'Delete Student' }))
      .toHaveClass('btn-danger');
    expect(dialog.element().querySelector('.dialog-icon svg')).not.toBeNull();
  });

  test('the default tone: a primary act and no bin', async () => {
    const dialog = await open(async () => {});
    await expect.element(dialog).not.toHaveClass('dialog-danger');
    await expect
      .element(dialog.getByRole('button', { name: 'Delete Student' }))
      .toHaveClass('btn-primary');
    expect(dialog.element().querySelector('.dialog-icon')).toBeNull();
  });
});
