import {
  BOARD_PRIVACY,
  type BoardPrivacy,
  type PublicGroupDto,
  type PublicStudentDto,
} from '@classbeam/contracts';
import type { ReactElement } from 'react';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render as renderInBrowser } from 'vitest-browser-react';
import { LocaleProvider } from '../../lib/i18n/provider';
import { Scoreboard } from './scoreboard';

/** The components read their texts from the catalogue, inside the app's provider. */
const render = (ui: ReactElement) => renderInBrowser(ui, { wrapper: LocaleProvider });

/*
 * The board under each of the class's privacy choices (decision 0152), as a viewer in the room
 * sees it: what the cards say, their order, the badges, the header's figure, the team strip.
 */

const kid = (
  id: number,
  name: string,
  points: number,
  attendanceStatus: PublicStudentDto['attendanceStatus'] = 'present',
): PublicStudentDto => ({ id, name, avatarUrl: null, points, attendanceStatus });

// Points and names in opposite orders; Cal is away with the most points of all.
const CLASS = [
  kid(1, 'Zoe', 12),
  kid(2, 'Yara', 9),
  kid(3, 'Xavi', 7),
  kid(4, 'Bea', 3, 'late'),
  kid(5, 'Ada', -2),
  kid(6, 'Cal', 40, 'absent'),
];
const TEAMS: PublicGroupDto[] = [
  {
    id: 1,
    name: 'Owls',
    color: '#3B82F6',
    members: [
      { id: 1, name: 'Zoe' },
      { id: 5, name: 'Ada' },
    ],
  },
];

function Board({
  privacy,
  students = CLASS,
}: {
  privacy: BoardPrivacy;
  students?: PublicStudentDto[];
}) {
  return (
    <div style={{ width: 1280, height: 720, display: 'flex' }}>
      <Scoreboard title="Class 5B" students={students} groups={TEAMS} privacy={privacy} />
    </div>
  );
}

const board = () => page.getByRole('region', { name: 'Class 5B' });
const cardNames = () =>
  [...document.querySelectorAll('.score-slot .score-name')].map((n) => n.textContent);
/** Everything the board says but its title ('Class 5B' has a digit of its own). */
const boardText = () => (board().element().textContent ?? '').replace('Class 5B', '');
const badges = () => [...document.querySelectorAll('.rank-badge')].map((b) => b.textContent);
const labels = () =>
  [...document.querySelectorAll('.score-card')].map((c) => c.getAttribute('aria-label'));

describe('the board under each privacy choice', () => {
  test("full leaderboard: today's board, most points first, medals, the average, team scores", async () => {
    await render(<Board privacy="leaderboard" />);
    expect(cardNames()).toEqual(['Zoe', 'Yara', 'Xavi', 'Bea', 'Ada']);
    expect(badges()).toEqual(['1st', '2nd', '3rd']);
    await expect.element(page.getByText('Ave: 5.8 pts')).toBeVisible();
    await expect.element(page.getByRole('list', { name: 'Teams' })).toHaveTextContent(/Owls5\.0/);
    expect(labels()[0]).toBe('Zoe, 12 points, 1st, team Owls');
  });

  test('points without ranks: every card keeps its points, in name order, no medals, the average stays', async () => {
    await render(<Board privacy="no-ranks" />);
    expect(cardNames()).toEqual(['Ada', 'Bea', 'Xavi', 'Yara', 'Zoe']);
    expect(badges()).toEqual([]);
    expect(boardText()).not.toMatch(/1st|2nd|3rd/);
    expect([...document.querySelectorAll('.score-value')].map((v) => v.textContent)).toEqual([
      '-2',
      '3',
      '7',
      '9',
      '12',
    ]);
    await expect.element(page.getByText('Ave: 5.8 pts')).toBeVisible();
    await expect.element(page.getByRole('list', { name: 'Teams' })).toBeVisible();
    expect(labels()).toContain('Zoe, 12 points, team Owls');
  });

  test("class total only: one total for the students here, no one's own points, no team scores", async () => {
    await render(<Board privacy="class-total" />);
    expect(cardNames()).toEqual(['Ada', 'Bea', 'Xavi', 'Yara', 'Zoe']);
    // 12 + 9 + 7 + 3 - 2; Cal's 40 is not on the board.
    await expect.element(page.getByTestId('board-figure')).toHaveTextContent('Class total: 29 pts');
    expect(document.querySelectorAll('.score-points, .rank-badge')).toHaveLength(0);
    expect(boardText()).not.toMatch(/Ave|1st|2nd|3rd|avg/);
    for (const points of ['12', '-2', '7']) expect(boardText()).not.toContain(points);
    expect(document.querySelector('.team-strip')).toBeNull();
    // The team's colour and name stay on its members' cards.
    expect(labels()).toContain('Zoe, team Owls');
    expect(labels().join()).not.toMatch(/points/);
  });

  test('no points: names and photos only, no figure anywhere', async () => {
    await render(<Board privacy="no-points" />);
    expect(cardNames()).toEqual(['Ada', 'Bea', 'Xavi', 'Yara', 'Zoe']);
    expect(document.querySelector('[data-testid="board-figure"]')).toBeNull();
    expect(document.querySelector('.team-strip')).toBeNull();
    expect(boardText()).not.toMatch(/\d|pts|Ave|total|avg/i);
    expect(labels().join()).not.toMatch(/points|\d/);
    expect(document.querySelectorAll('.score-avatar')).toHaveLength(5);
  });

  test('an empty board promises only what it will show', async () => {
    const promise: Record<BoardPrivacy, string> = {
      leaderboard: 'Points and ranks appear here as soon as students join Class 5B.',
      'no-ranks': 'Points appear here as soon as students join Class 5B.',
      'class-total': 'Students appear here as soon as they join Class 5B.',
      'no-points': 'Students appear here as soon as they join Class 5B.',
    };
    const screen = await render(<Board privacy="leaderboard" students={[]} />);
    for (const privacy of BOARD_PRIVACY) {
      await screen.rerender(<Board privacy={privacy} students={[]} />);
      await expect.element(page.getByText(promise[privacy])).toBeVisible();
    }
  });

  test('when points do not order the board, the cards take their places at once and never fade to move', async () => {
    const screen = await render(<Board privacy="leaderboard" />);
    expect(cardNames()[0]).toBe('Zoe');
    const moved: string[] = [];
    const watch = new MutationObserver((records) => {
      for (const r of records) {
        const slot = r.target as HTMLElement;
        if (slot.hasAttribute('data-moving')) moved.push(slot.dataset.studentId ?? '');
      }
    });
    watch.observe(board().element(), {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-moving'],
    });
    // The teacher switches the board to points without ranks: name order on the next frame.
    await screen.rerender(<Board privacy="no-ranks" />);
    expect(cardNames()).toEqual(['Ada', 'Bea', 'Xavi', 'Yara', 'Zoe']);
    // Ada goes from last to most points: nobody moves, now or once a leaderboard would have.
    const after = CLASS.map((s) => (s.id === 5 ? { ...s, points: 30 } : s));
    for (const privacy of ['no-ranks', 'class-total', 'no-points'] as const) {
      await screen.rerender(<Board privacy={privacy} students={after} />);
      await new Promise((r) => setTimeout(r, 700));
      expect(cardNames(), privacy).toEqual(['Ada', 'Bea', 'Xavi', 'Yara', 'Zoe']);
    }
    expect(moved).toEqual([]);
    expect(document.getAnimations()).toEqual([]);
    // Back to the leaderboard: the cards order by points again (and may move to get there).
    await screen.rerender(<Board privacy="leaderboard" students={after} />);
    await expect.poll(() => cardNames()[0], { timeout: 3000 }).toBe('Ada');
    watch.disconnect();
  });
});

const award = {
  seq: 1,
  icon: 'heart' as const,
  name: 'Helping others',
  points: '+2',
  kind: 'positive' as const,
};
const Awarded = ({ privacy }: { privacy: BoardPrivacy }) => (
  <div style={{ width: 1280, height: 720, display: 'flex' }}>
    <Scoreboard
      title="Class 5B"
      students={CLASS}
      groups={TEAMS}
      privacy={privacy}
      awards={new Map([[1, award]])}
    />
  </div>
);

describe('an award on a card under each choice', () => {
  test.each(BOARD_PRIVACY)(
    '%s: the skill is named; its points only where cards show points',
    async (privacy) => {
      await render(<Awarded privacy={privacy} />);
      const moment = page.getByTestId('card-award');
      await expect.element(moment).toHaveTextContent(/Helping others/);
      const showsPoints = privacy === 'leaderboard' || privacy === 'no-ranks';
      if (showsPoints) await expect.element(moment).toHaveTextContent('+2');
      else await expect.element(moment).not.toHaveTextContent('+2');
    },
  );
});
