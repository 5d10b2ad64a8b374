import { useState } from 'react';
import { beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LocaleProvider } from '../../lib/i18n/provider';
import { PhoneTabs, useStoredTab } from './phone-tabs';

function Classroom({ classId }: { classId: number }) {
  const [tab, setTab] = useStoredTab(classId);
  return (
    <PhoneTabs tab={tab} onTab={setTab}>
      <p>Showing {tab}</p>
    </PhoneTabs>
  );
}

function TwoClasses() {
  const [classId, setClassId] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setClassId(2)}>
        Other class
      </button>
      <Classroom key={classId} classId={classId} />
    </>
  );
}

beforeEach(() => sessionStorage.clear());

describe('PhoneTabs', () => {
  test('opens on the students; a tab shows its panel and is the selected one', async () => {
    await render(<Classroom classId={7} />, { wrapper: LocaleProvider });
    await expect.element(page.getByText('Showing students')).toBeVisible();
    await expect
      .element(page.getByRole('tab', { name: 'Students' }))
      .toHaveAttribute('aria-selected', 'true');
    await userEvent.click(page.getByRole('tab', { name: 'Lesson' }));
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('Showing lesson');
    await expect
      .element(page.getByRole('tab', { name: 'Lesson' }))
      .toHaveAttribute('aria-selected', 'true');
  });

  test('arrow keys move between tabs and wrap around', async () => {
    await render(<Classroom classId={7} />, { wrapper: LocaleProvider });
    await userEvent.click(page.getByRole('tab', { name: 'Students' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(page.getByText('Showing more')).toBeVisible();
    await expect.element(page.getByRole('tab', { name: 'More' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect.element(page.getByText('Showing lesson')).toBeVisible();
  });

  test('a reload comes back to the same tab of the same class; another class opens on the students', async () => {
    const first = await render(<TwoClasses />, { wrapper: LocaleProvider });
    await userEvent.click(page.getByRole('tab', { name: 'Groups' }));
    await first.unmount();
    await render(<TwoClasses />, { wrapper: LocaleProvider });
    await expect.element(page.getByText('Showing groups')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Other class' }));
    await expect.element(page.getByText('Showing students')).toBeVisible();
  });
});
