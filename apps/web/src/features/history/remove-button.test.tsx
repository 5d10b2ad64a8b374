import type { RemovalResult } from '@classbeam/contracts';
import type { ReactElement } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render as renderBare } from 'vitest-browser-react';
import { ApiRequestError } from '../../lib/api-client';
import { LocaleProvider } from '../../lib/i18n/provider';
import { useToastStore } from '../../ui/toast-store';
import { RemoveButton } from './remove-button';

/** Components draw their texts from the catalogue: inside the app's provider, as in the app. */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: LocaleProvider });

const WHAT = "Ada's +2 points for Teamwork";
const DONE = '+2 Teamwork for Ada';
const removal = (removed: number, board: RemovalResult['board']) =>
  vi.fn(() => Promise.resolve<RemovalResult>({ removed, version: 3, board }));

describe('RemoveButton', () => {
  test('the first tap only asks; the second removes', async () => {
    const remove = removal(1, []);
    await render(<RemoveButton what={WHAT} done={DONE} onRemove={remove} />);
    await userEvent.click(page.getByRole('button', { name: `Remove: ${WHAT}` }));
    expect(remove).not.toHaveBeenCalled();
    const armed = page.getByRole('button', { name: `Tap again to remove ${WHAT}` });
    await expect.element(armed).toHaveTextContent('Tap again to remove');
    await userEvent.click(armed);
    expect(remove).toHaveBeenCalledTimes(1);
  });

  test('left alone, it goes back to Remove, and a tap then asks again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const remove = removal(1, []);
      await render(<RemoveButton what={WHAT} done={DONE} onRemove={remove} />);
      await userEvent.click(page.getByRole('button', { name: `Remove: ${WHAT}` }));
      await expect
        .element(page.getByRole('button', { name: `Tap again to remove ${WHAT}` }))
        .toBeVisible();
      vi.advanceTimersByTime(4100);
      const idle = page.getByRole('button', { name: `Remove: ${WHAT}` });
      await expect.element(idle).toHaveTextContent('Remove');
      await userEvent.click(idle);
      expect(remove).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  test('a refused removal says why and can be tried again', async () => {
    const refused = new ApiRequestError(
      404,
      '',
      { code: 'not_found', message: 'That entry is not in this class’s history.' },
      'Not Found',
    );
    const remove = vi.fn(() => Promise.reject(refused));
    await render(<RemoveButton what={WHAT} label="Remove for all" done={DONE} onRemove={remove} />);
    await userEvent.click(page.getByRole('button', { name: `Remove for all: ${WHAT}` }));
    await userEvent.click(page.getByRole('button', { name: `Tap again to remove ${WHAT}` }));
    expect(remove).toHaveBeenCalledTimes(1);
    await expect
      .element(page.getByRole('button', { name: `Remove for all: ${WHAT}` }))
      .toBeEnabled();
    const toast = useToastStore.getState().current;
    expect(toast).toMatchObject({
      title: 'Not removed',
      description: 'That entry is not in this class’s history.',
    });
  });

  test("once removed, a toast says what went and how today's board moved", async () => {
    const remove = removal(1, [{ studentId: 7, change: -2 }]);
    await render(<RemoveButton what={WHAT} done={DONE} onRemove={remove} />);
    await userEvent.click(page.getByRole('button', { name: `Remove: ${WHAT}` }));
    await userEvent.click(page.getByRole('button', { name: `Tap again to remove ${WHAT}` }));
    await expect
      .poll(() => useToastStore.getState().current)
      .toMatchObject({
        title: 'Removed: +2 Teamwork for Ada',
        description: "Today's points went down by 2.",
      });
  });

  test("a whole class's award says how many boards moved", async () => {
    const remove = removal(3, [
      { studentId: 1, change: -1 },
      { studentId: 2, change: -1 },
      { studentId: 3, change: -1 },
    ]);
    await render(
      <RemoveButton what={WHAT} done="+1 Teamwork for the whole class" onRemove={remove} />,
    );
    await userEvent.click(page.getByRole('button', { name: `Remove: ${WHAT}` }));
    await userEvent.click(page.getByRole('button', { name: `Tap again to remove ${WHAT}` }));
    await expect
      .poll(() => useToastStore.getState().current)
      .toMatchObject({
        title: 'Removed: +1 Teamwork for the whole class',
        description: "Today's points went down by 1 for each of 3 students.",
      });
  });

  test('an award from before the lesson began leaves the board alone, and the toast says nothing of it', async () => {
    const remove = removal(1, []);
    await render(<RemoveButton what={WHAT} done={DONE} onRemove={remove} />);
    await userEvent.click(page.getByRole('button', { name: `Remove: ${WHAT}` }));
    await userEvent.click(page.getByRole('button', { name: `Tap again to remove ${WHAT}` }));
    await expect.poll(() => useToastStore.getState().current?.title).toBe(`Removed: ${DONE}`);
    expect(useToastStore.getState().current?.description).toBeUndefined();
  });
});
