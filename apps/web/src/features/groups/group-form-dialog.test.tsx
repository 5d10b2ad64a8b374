import type { ReactElement } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render as renderBare } from 'vitest-browser-react';
import { LocaleProvider } from '../../lib/i18n/provider';
import { initialClassLive, setMirror, useClassLive } from '../../lib/live/class-store';
import { GroupFormDialog } from './group-form-dialog';

/** Rendered as the app renders it, inside the catalogue's provider. */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: LocaleProvider });

const owls = { id: 5, name: 'Owls', color: '#3B82F6', members: [] };
const withGroups = (groups: (typeof owls)[]) =>
  setMirror({ version: 1, confirmed: [], groups, outbox: [] });

afterEach(() => useClassLive.setState(initialClassLive(null)));

describe('GroupFormDialog', () => {
  test('New Group: a name is needed (spaces are not one), and the first colour is picked', async () => {
    await render(<GroupFormDialog classId={1} onClose={() => {}} />);
    const form = page.getByRole('dialog', { name: 'New Group' });
    const create = form.getByRole('button', { name: 'Create Group' });
    await expect.element(form.getByLabelText('Group Name')).toHaveFocus();
    await expect.element(create).toBeDisabled();
    await userEvent.keyboard('   ');
    await expect.element(create).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect.element(form).toBeVisible();
    await form.getByLabelText('Group Name').fill('Owls');
    await expect.element(create).toBeEnabled();
    await expect.element(form.getByRole('radio', { name: 'Colour #3B82F6' })).toBeChecked();
  });

  test('Edit with nothing changed: Save just closes, nothing is sent', async () => {
    withGroups([owls]);
    const onClose = vi.fn();
    const fetchSpy = vi.spyOn(window, 'fetch');
    await render(<GroupFormDialog classId={1} groupId={5} onClose={onClose} />);
    const form = page.getByRole('dialog', { name: 'Edit Owls' });
    await expect.element(form.getByLabelText('Group Name')).toHaveValue('Owls');
    await form.getByRole('button', { name: 'Save' }).click();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test('Delete group asks inline: the keyboard goes to Keep group, and back to Delete group', async () => {
    withGroups([owls]);
    await render(<GroupFormDialog classId={1} groupId={5} onClose={() => {}} />);
    const form = page.getByRole('dialog', { name: 'Edit Owls' });
    await form.getByRole('button', { name: 'Delete group' }).click();
    await expect
      .element(form.getByRole('alert'))
      .toHaveTextContent(
        'Delete Owls? Its members go back to “Not in a group”; their points stay.',
      );
    await expect.element(form.getByRole('button', { name: 'Keep group' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(form.getByRole('button', { name: 'Delete group' })).toHaveFocus();
  });

  test('the group deleted on another device while open: the dialog closes', async () => {
    withGroups([owls]);
    const onClose = vi.fn();
    await render(<GroupFormDialog classId={1} groupId={5} onClose={onClose} />);
    await expect.element(page.getByRole('dialog', { name: 'Edit Owls' })).toBeVisible();
    withGroups([]);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
