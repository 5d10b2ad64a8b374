import type { SkillFigures } from '@classbeam/contracts';
import type { ReactElement } from 'react';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render as renderBare } from 'vitest-browser-react';
import { LocaleProvider } from '../../lib/i18n/provider';
import { barRows, SkillBars } from './skill-bars';

/** Components draw their texts from the catalogue: inside the app's provider, as in the app. */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: LocaleProvider });

const skill = (name: string, given: number, taken: number, more: Partial<SkillFigures> = {}) =>
  ({
    skillId: name.length,
    name,
    icon: null,
    archived: false,
    given,
    taken,
    reminders: 0,
    awards: 1,
    ...more,
  }) satisfies SkillFigures;

const widthOf = (rect: Element) => Number(rect.getAttribute('width'));
const xOf = (rect: Element) => Number(rect.getAttribute('x'));

describe('SkillBars', () => {
  test('bars on one scale: +3 three times +1, taken to the left of the shared zero', async () => {
    const skills = [skill('Teamwork', 3, 0), skill('On task', 1, 0), skill('Off task', 0, 2)];
    const { container } = await render(<SkillBars skills={skills} title="Points by skill" />);
    const given = [...container.querySelectorAll('.bar-given')];
    const taken = [...container.querySelectorAll('.bar-taken')];
    expect(given).toHaveLength(2);
    expect(taken).toHaveLength(1);
    expect(widthOf(given[0] as Element) / widthOf(given[1] as Element)).toBeCloseTo(3);
    // -2 reaches left from the zero as far as a +2 would reach right.
    const zero = xOf(given[0] as Element);
    expect(xOf(taken[0] as Element) + widthOf(taken[0] as Element)).toBeCloseTo(zero);
    expect(widthOf(taken[0] as Element)).toBeCloseTo((2 / 3) * widthOf(given[0] as Element));
    await expect.element(page.getByText('+3')).toBeInTheDocument();
    await expect.element(page.getByText('−2')).toBeInTheDocument();
  });

  test('the same figures as a table, reminders and archived skills named', async () => {
    await render(
      <SkillBars
        skills={[
          skill('Reminder', 0, 0, { reminders: 2, awards: 2 }),
          skill('Old', 0, 1, { archived: true }),
        ]}
        title="Points by skill"
      />,
    );
    const table = page.getByRole('table', { name: 'Points by skill' });
    await expect.element(table).toHaveTextContent(/Reminder\s*0\s*0\s*2\s*2/);
    await expect.element(table).toHaveTextContent(/Old \(archived\)\s*0\s*1\s*0\s*1/);
    await expect.element(page.getByText('Reminder · 2 reminders')).toBeInTheDocument();
  });

  test("a parent's page names an archived skill plainly, as the timeline does", async () => {
    const { container } = await render(
      <SkillBars
        skills={[skill('Kindness', 3, 0, { archived: true })]}
        title="Points by skill"
        compact
        markArchived={false}
      />,
    );
    expect(container.textContent).not.toMatch(/archived/);
    await expect
      .element(page.getByRole('table', { name: 'Points by skill' }))
      .toHaveTextContent(/Kindness\s*3\s*0/);
  });

  test('nothing given: says so, no chart', async () => {
    const { container } = await render(<SkillBars skills={[]} title="Points by skill" />);
    await expect.element(page.getByText('No points in this range.')).toBeVisible();
    expect(container.querySelector('svg')).toBeNull();
  });

  test('only points taken, or only reminders: the zero at an end, never a division by 0', () => {
    const taken = barRows([skill('Off task', 0, 4)]);
    expect(taken[0]?.takenWidth).toBeGreaterThan(0);
    expect(taken[0]?.zero).toBeCloseTo(330);
    const reminders = barRows([skill('Reminder', 0, 0, { reminders: 1 })]);
    expect(reminders[0]).toMatchObject({ zero: 30, givenWidth: 0, takenWidth: 0 });
  });
});
