import type { SkillDto } from '@classbeam/contracts';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render as renderBare } from 'vitest-browser-react';
import type { AwardFor } from '../../lib/award-picker';
import { LocaleProvider } from '../../lib/i18n/provider';
import { classEvents } from '../../lib/live/class-events';
import { initialClassLive, useClassLive } from '../../lib/live/class-store';
import { openClass, tap } from '../../lib/live/class-sync';
import { type FakeServer, fakeSocketPair } from '../../test/fake-socket';
import { classSnapshot, student } from '../../test/snapshots';
import { useToastStore } from '../../ui/toast-store';
import { SkillPicker } from './skill-picker';

/** Rendered as the app renders it: inside the catalogue's provider. */
const render = (ui: ReactNode) => renderBare(ui, { wrapper: LocaleProvider });

const skill = (id: number, name: string, weight: number, more: Partial<SkillDto> = {}) =>
  ({
    id,
    classId: 1,
    name,
    icon: 'star',
    weight,
    position: id,
    archived: false,
    ...more,
  }) as SkillDto;
const SKILLS = [
  skill(1, 'Helping others', 1),
  skill(2, 'Teamwork', 3),
  skill(3, 'Off task', -1),
  skill(4, 'Raise your hand', 0),
  skill(5, 'Old habit', 2, { archived: true }),
];

let server: FakeServer;
let close: () => void;
const live = () => useClassLive.getState();
const pointsOf = (id: number) => live().students.find((s) => s.id === id)?.points;
const ADA: AwardFor = { kind: 'student', studentId: 1, name: 'Ada' };

/** The teacher's class open over a fake socket: Ada and Bo at 5, the Owls (Ada) as a group. */
async function joined() {
  const pair = fakeSocketPair();
  server = pair.server;
  server.answerAlways('clock:sync', () => ({ serverNow: Date.now() }));
  close = openClass(1, [classEvents], () => pair.client);
  server.connect();
  server.next('class:join').ok(
    classSnapshot(5, [student(1, 'Ada'), student(2, 'Bo')], {
      groups: [
        {
          id: 7,
          classId: 1,
          name: 'Owls',
          color: '#3B82F6',
          members: [{ id: 1, name: 'Ada' }],
          createdAt: '2026-11-29T08:00:00.000Z',
        },
      ],
      skills: SKILLS,
    }),
  );
  await vi.waitFor(() => expect(live().loaded).toBe(true));
}

const picker = (name: string) => page.getByRole('dialog', { name });

/** The operations the page sent, `count` of them, however many batches they took. */
async function sentOps(count: number) {
  // By op id: an op left unacknowledged is sent again with the next batch (on a slow host the
  // first award travels alone, and its resend comes back beside the second).
  const ops = new Map<string, Record<string, unknown>>();
  while (ops.size < count) {
    const sent = await vi.waitFor(() => server.next('ops:apply'));
    for (const { opId, ...op } of sent.payload.ops) if (!ops.has(opId)) ops.set(opId, op);
    if (ops.size < count) sent.ok({ version: 5, done: [], rejected: [] });
  }
  return [...ops.values()];
}

beforeEach(async () => {
  localStorage.clear();
  await joined();
});
afterEach(() => {
  close?.();
  useClassLive.setState(initialClassLive(null));
  useToastStore.setState({ current: null });
});

describe('SkillPicker', () => {
  test('offers the class skills by kind, each with its points; archived ones are not offered', async () => {
    await render(<SkillPicker target={ADA} skills={SKILLS} onClose={() => {}} />);
    const dialog = picker('Ada');
    const positive = dialog.getByRole('region', { name: 'Positive' });
    await expect.element(positive.getByRole('button', { name: 'Helping others +1' })).toBeVisible();
    await expect.element(positive.getByRole('button', { name: 'Teamwork +3' })).toBeVisible();
    await expect
      .element(dialog.getByRole('region', { name: 'Needs work' }).getByRole('button'))
      .toHaveAccessibleName('Off task -1');
    await expect
      .element(dialog.getByRole('region', { name: 'Reminders' }).getByRole('button'))
      .toHaveAccessibleName('Raise your hand Reminder');
    await expect.element(dialog.getByText('Old habit')).not.toBeInTheDocument();
  });

  test('a tap gives the skill to the student at once, closes, and offers Undo naming the skill', async () => {
    const onClose = vi.fn();
    await render(<SkillPicker target={ADA} skills={SKILLS} onClose={onClose} />);
    await picker('Ada').getByRole('button', { name: 'Teamwork +3' }).click();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(pointsOf(1)).toBe(8);
    expect(useToastStore.getState().current).toMatchObject({
      title: 'Ada: Teamwork +3',
      action: { label: 'Undo' },
    });
    const sent = await vi.waitFor(() => server.next('ops:apply'));
    expect(sent.payload.ops).toEqual([
      { opId: expect.any(String), kind: 'points', studentId: 1, delta: 3, skillId: 2 },
    ]);
  });

  test('an award right after a plain +1 on the same student travels as its own operation', async () => {
    await render(<SkillPicker target={ADA} skills={SKILLS} onClose={() => {}} />);
    tap({ kind: 'points', studentId: 1, delta: 1 });
    await picker('Ada').getByRole('button', { name: 'Helping others +1' }).click();
    expect(await sentOps(2)).toEqual([
      { kind: 'points', studentId: 1, delta: 1 },
      { kind: 'points', studentId: 1, delta: 1, skillId: 1 },
    ]);
    expect(pointsOf(1)).toBe(7);
  });

  test('a group, the whole class and a reminder (0 points, still sent)', async () => {
    const { rerender } = await render(
      <SkillPicker target={{ kind: 'group', groupId: 7, name: 'Owls' }} skills={SKILLS} />,
    );
    await picker('Owls').getByRole('button', { name: 'Off task -1' }).click();
    expect(useToastStore.getState().current?.title).toBe('Owls: Off task -1');
    await rerender(<SkillPicker target={{ kind: 'class' }} skills={SKILLS} onClose={() => {}} />);
    await picker('Whole class').getByRole('button', { name: 'Raise your hand Reminder' }).click();
    expect(useToastStore.getState().current?.title).toBe('Whole class: Raise your hand');
    expect(await sentOps(2)).toEqual([
      { kind: 'group-points', groupId: 7, delta: -1, skillId: 3 },
      { kind: 'class-points', delta: 0, skillId: 4 },
    ]);
    expect([pointsOf(1), pointsOf(2)]).toEqual([4, 5]);
  });

  test('a skill the server no longer has in the class: rolled back, in the server’s words', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await render(<SkillPicker target={ADA} skills={SKILLS} onClose={() => {}} />);
    await picker('Ada').getByRole('button', { name: 'Teamwork +3' }).click();
    expect(pointsOf(1)).toBe(8);
    const sent = await vi.waitFor(() => server.next('ops:apply'));
    const opId = sent.payload.ops[0]?.opId ?? '';
    sent.ok({
      version: 5,
      done: [],
      rejected: [{ opId, code: 'not_found', message: 'That skill is not in this class any more.' }],
    });
    await vi.waitFor(() => expect(pointsOf(1)).toBe(5));
    // The reason's words come with the server's tables, fetched on this first refusal.
    await vi.waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({
        title: 'Award not given',
        description: 'That skill is not in this class any more.',
      }),
    );
  });

  test('with every skill archived it says where to add them', async () => {
    await render(
      <SkillPicker
        target={ADA}
        skills={[skill(5, 'Old', 1, { archived: true })]}
        onClose={() => {}}
      />,
    );
    await expect
      .element(picker('Ada'))
      .toHaveTextContent('No skills to give yet. Add them under Skills in the class settings.');
  });
});
