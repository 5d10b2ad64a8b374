// @vitest-environment happy-dom
import type { AwardNote, SkillDto } from '@classbeam/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDisplayStore } from '../features/display/display-store';
import { openDisplay, seedDisplay } from '../features/display/display-sync';
import { useClassLive } from '../lib/live/class-store';
import { openClass } from '../lib/live/class-sync';
import { type FakeServer, fakeSocketPair } from '../test/fake-socket';
import { classSnapshot, displaySnapshot, student } from '../test/snapshots';
import { DISPLAY_LIVE_AREAS } from './display-live-areas';
import { TEACHER_LIVE_AREAS } from './teacher-live-areas';

/*
 * The skills on every board (features/skills/skills.live.ts, in both lists of areas): from the
 * snapshot, then `skills:changed`; and each change's awards kept as the board's moment.
 */

const skill = (id: number, name: string, weight = 1) =>
  ({ id, classId: 1, name, icon: 'heart', weight, position: id, archived: false }) as SkillDto;
const award = (opId: string, skillId: number | null, delta = 1): AwardNote => ({
  opId,
  target: 'student',
  studentIds: [1],
  groupId: null,
  skillId,
  delta,
});

let server: FakeServer;
let close: () => void;
beforeEach(() => localStorage.clear());
afterEach(() => close?.());

describe('a teacher device', () => {
  it('takes the skills from its snapshot and follows skills:changed; keeps the awards heard', async () => {
    const pair = fakeSocketPair();
    server = pair.server;
    server.answerAlways('clock:sync', () => ({ serverNow: Date.now() }));
    close = openClass(1, TEACHER_LIVE_AREAS, () => pair.client);
    server.connect();
    server
      .next('class:join')
      .ok(classSnapshot(5, [student(1, 'Ada')], { skills: [skill(1, 'Helping others')] }));
    await vi.waitFor(() => expect(useClassLive.getState().loaded).toBe(true));
    expect(useClassLive.getState().skills.map((s) => s.name)).toEqual(['Helping others']);

    server.send('skills:changed', {
      classId: 1,
      skills: [skill(1, 'Helping a friend'), skill(2, 'Off task', -1)],
    });
    expect(useClassLive.getState().skills.map((s) => s.name)).toEqual([
      'Helping a friend',
      'Off task',
    ]);
    // Another class's list is not this one's.
    server.send('skills:changed', { classId: 2, skills: [] });
    expect(useClassLive.getState().skills).toHaveLength(2);

    server.send('students:changed', {
      classId: 1,
      version: 6,
      students: [{ id: 1, points: 6, attendanceStatus: 'present' }],
      opIds: ['a1'],
      awards: [award('a1', 1)],
    });
    expect(useClassLive.getState().awards).toEqual({ notes: [award('a1', 1)], seq: 1 });
    // A change without awards (attendance, a reset) leaves the last moment as it was.
    server.send('students:changed', {
      classId: 1,
      version: 7,
      students: [{ id: 1, points: 6, attendanceStatus: 'late' }],
      opIds: ['a2'],
    });
    expect(useClassLive.getState().awards?.seq).toBe(1);
  });
});

describe('a display link', () => {
  it('names the skills of its snapshot, follows skills:changed, and keeps each change’s awards', () => {
    const pair = fakeSocketPair();
    server = pair.server;
    server.answerAlways('clock:sync', () => ({ serverNow: Date.now() }));
    const TOKEN = 'b_Y2vwatqsx39h-7y0tWLpZJ';
    seedDisplay(
      TOKEN,
      displaySnapshot(3, [student(1, 'Ada')], { skills: [skill(1, 'Teamwork')], linkId: 4 }),
    );
    close = openDisplay(TOKEN, DISPLAY_LIVE_AREAS, () => pair.client);
    server.connect();
    const board = () => useDisplayStore.getState();
    expect(board().skills.map((s) => s.name)).toEqual(['Teamwork']);
    expect(board().linkId).toBe(4);
    server.send('skills:changed', { classId: 1, skills: [skill(1, 'Teamwork'), skill(3, 'Kind')] });
    expect(board().skills.map((s) => s.name)).toEqual(['Teamwork', 'Kind']);
    server.send('students:changed', {
      classId: 1,
      version: 4,
      students: [{ id: 1, points: 7, attendanceStatus: 'present' }],
      opIds: ['a1'],
      awards: [award('a1', 3, 2)],
    });
    server.send('students:changed', {
      classId: 1,
      version: 5,
      students: [{ id: 1, points: 8, attendanceStatus: 'present' }],
      opIds: ['a2'],
      awards: [award('a2', null)],
    });
    expect(board().awards).toEqual({ notes: [award('a2', null)], seq: 2 });
  });
});
