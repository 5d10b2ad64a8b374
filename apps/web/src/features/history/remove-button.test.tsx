import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ApiRequestError } from '../../lib/api-client';
import { useToastStore } from '../../ui/toast-store';
import { RemoveButton } from './remove-button';

const WHAT = "Ada's +2 points for Teamwork";

describe('RemoveButton', () => {
  test('the first tap only asks; the second removes', async () => {
    const remove = vi.fn(() => Promise.resolve());
    await render(<RemoveButton what={WHAT} onRemove={remove} />);
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
      const remove = vi.fn(() => Promise.resolve());
      await render(<RemoveButton what={WHAT} onRemove={remove} />);
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
    await render(<RemoveButton what={WHAT} label="Remove for all" onRemove={remove} />);
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
});
