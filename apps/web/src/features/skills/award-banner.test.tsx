import type { AwardNote, SkillDto } from '@classbeam/contracts';
import { afterEach, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { HeardAwards } from '../../lib/live/class-extras';
import { AwardBanner } from './award-banner';
import { AWARD_MOMENT_MS } from './award-moments';
import { useAwardMoments } from './use-award-moments';

const SKILLS = [
  { id: 1, classId: 1, name: 'Helping others', icon: 'heart', weight: 1, position: 0 },
  { id: 2, classId: 1, name: 'Teamwork', icon: 'team', weight: 2, position: 1 },
].map((s) => ({ ...s, archived: false })) as SkillDto[];
const STUDENTS = [
  { id: 1, name: 'Ada Chen' },
  { id: 2, name: 'Leo Brown' },
  { id: 3, name: 'Sam Kim' },
];
const GROUPS = [{ id: 9, name: 'Owls' }];

const award = (more: Partial<AwardNote>): AwardNote => ({
  opId: 'op',
  target: 'student',
  studentIds: [1],
  groupId: null,
  skillId: 1,
  delta: 1,
  ...more,
});

/** A board's banner, fed the awards a `students:changed` brought (module level, as the lint asks). */
function Board({ awards }: { awards: HeardAwards | null }) {
  const moments = useAwardMoments(awards, SKILLS, GROUPS, STUDENTS);
  return <AwardBanner banners={moments.banners} />;
}

afterEach(() => vi.useRealTimers());

test('a quick run of awards stacks the newest three, each going after its few seconds', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const screen = await render(<Board awards={null} />);
  const lines = () =>
    page
      .getByTestId('award-banner')
      .elements()
      .map((e) => e.textContent);
  await screen.rerender(<Board awards={{ seq: 1, notes: [award({ studentIds: [1] })] }} />);
  expect(lines()).toEqual(['Ada Chen·Helping others+1']);
  vi.advanceTimersByTime(1000);
  await screen.rerender(
    <Board
      awards={{
        seq: 2,
        notes: [
          award({ studentIds: [2], skillId: 2, delta: 2 }),
          award({ studentIds: [2, 3] }),
          award({ target: 'group', studentIds: [1, 3], groupId: 9, skillId: 2, delta: 2 }),
        ],
      }}
    />,
  );
  // Newest on top; Ada's, the oldest of four, makes room.
  expect(lines()).toEqual([
    'Owls·Teamwork+2',
    '2 students·Helping others+1',
    'Leo Brown·Teamwork+2',
  ]);
  vi.advanceTimersByTime(AWARD_MOMENT_MS);
  await vi.waitFor(() => expect(lines()).toEqual([]));
});
