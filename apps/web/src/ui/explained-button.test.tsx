import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ExplainedButton } from './explained-button';

/** A blocked Random, and a button that makes somebody arrive (the reason goes). */
function Toggle({ act }: { act: () => void }) {
  const [blocked, setBlocked] = useState(true);
  return (
    <>
      <ExplainedButton reason={blocked ? 'Nobody is here.' : undefined} onClick={act}>
        Random
      </ExplainedButton>
      <button type="button" onClick={() => setBlocked(false)}>
        Arrive
      </button>
    </>
  );
}

describe('ExplainedButton', () => {
  test('without a reason it acts on a tap', async () => {
    const act = vi.fn();
    await render(<ExplainedButton onClick={act}>Random</ExplainedButton>);
    await userEvent.click(page.getByRole('button', { name: 'Random' }));
    expect(act).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('status')).toBeEmptyDOMElement();
  });

  test('with a reason a tap says why in visible text and does not act', async () => {
    const act = vi.fn();
    await render(
      <ExplainedButton reason="Add students to assess them." onClick={act}>
        End Class Assessment
      </ExplainedButton>,
    );
    const button = page.getByRole('button', { name: 'End Class Assessment' });
    // Read before any tap, as the button's description.
    await expect.element(button).toHaveAccessibleDescription('Add students to assess them.');
    await expect.element(page.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(button);
    expect(act).not.toHaveBeenCalled();
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Add students to assess them.');
  });

  test('once the reason goes, the button acts and the old reason is gone', async () => {
    const act = vi.fn();
    await render(<Toggle act={act} />);
    await userEvent.click(page.getByRole('button', { name: 'Random' }));
    await expect.element(page.getByRole('status')).toHaveTextContent('Nobody is here.');
    await userEvent.click(page.getByRole('button', { name: 'Arrive' }));
    await expect.element(page.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(page.getByRole('button', { name: 'Random' }));
    expect(act).toHaveBeenCalledTimes(1);
  });
});
