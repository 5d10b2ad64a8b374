// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDisplayStore } from '../features/display/display-store';
import { openDisplay, seedDisplay } from '../features/display/display-sync';
import { type FakeServer, fakeSocketPair } from '../test/fake-socket';
import { displaySnapshot, group, student } from '../test/snapshots';
import { DISPLAY_LIVE_AREAS } from './display-live-areas';

/*
 * A display link's board over a fake socket: it starts from the snapshot the server wrote
 * into the page, then follows the socket, whatever order its answers and events come in.
 */

const TOKEN = 'b_Y2vwatqsx39h-7y0tWLpZJ';
let server: FakeServer;
let close: () => void;
const board = () => useDisplayStore.getState();
const pointsOf = (id: number) => board().mirror.confirmed.find((s) => s.id === id)?.points;

/** The page drawn from a snapshot at `version`, its socket connected and its snapshot asked. */
function opened(version = 3) {
  const pair = fakeSocketPair();
  server = pair.server;
  server.answerAlways('clock:sync', () => ({ serverNow: Date.now() }));
  seedDisplay(TOKEN, displaySnapshot(version, [student(1, 'Ada'), student(2, 'Bo')]));
  close = openDisplay(TOKEN, DISPLAY_LIVE_AREAS, () => pair.client);
  server.connect();
}

afterEach(() => close?.());

describe('the board follows the class', () => {
  it('is drawn from the page before the socket answers, then takes its events', () => {
    opened(3);
    expect(board().status).toBe('ready');
    expect(pointsOf(1)).toBe(5);
    server.next('display:snapshot').ok(displaySnapshot(3, [student(1, 'Ada'), student(2, 'Bo')]));
    server.send('students:changed', {
      classId: 1,
      version: 4,
      students: [{ id: 2, points: 9, attendanceStatus: 'present' }],
      opIds: ['tap'],
    });
    server.send('groups:changed', { classId: 1, version: 5, groups: [group(7, 'Foxes', [1])] });
    expect(pointsOf(2)).toBe(9);
    expect(board().mirror.groups.map((g) => g.name)).toEqual(['Foxes']);
    expect(board().mirror.version).toBe(5);
  });

  it('asks for a fresh board after a missed event, and keeps nothing older', async () => {
    opened(3);
    server.next('display:snapshot').ok(displaySnapshot(3, [student(1, 'Ada'), student(2, 'Bo')]));
    // Version 4 was lost on the way.
    server.send('students:changed', {
      classId: 1,
      version: 5,
      students: [{ id: 1, points: 8, attendanceStatus: 'present' }],
      opIds: [],
    });
    const again = await vi.waitFor(() => server.next('display:snapshot'));
    again.ok(displaySnapshot(5, [student(1, 'Ada', 8), student(2, 'Bo', 4)]));
    await vi.waitFor(() => expect(pointsOf(1)).toBe(8));
    expect(pointsOf(2)).toBe(4);
    // An event from before the snapshot changes nothing.
    server.send('students:changed', {
      classId: 1,
      version: 4,
      students: [{ id: 2, points: 0, attendanceStatus: 'absent' }],
      opIds: [],
    });
    expect(pointsOf(2)).toBe(4);
  });

  it('shows the public settings and the noise tally as they change', () => {
    opened(3);
    server.next('display:snapshot').ok(displaySnapshot(3, [student(1, 'Ada')]));
    server.send('settings:changed', {
      classId: 1,
      version: 4,
      prefs: {
        showVolumeToStudents: false,
        studentAssessmentEnabled: true,
        timesUpSound: false,
        volumeThreshold: 65,
        bigVolumeMeter: true,
        language: 'es',
        boardPrivacy: 'no-points',
        awardSound: true,
        awardSoundPositive: true,
        awardSoundNeedsWork: false,
        awardSoundDevice: 'link:1',
      },
    });
    server.send('volume:tally', { classId: 1, version: 5, count: 2 });
    expect(board().prefs?.value).toEqual({
      showVolumeToStudents: false,
      studentAssessmentEnabled: true,
      timesUpSound: false,
      volumeThreshold: 65,
      bigVolumeMeter: true,
      boardPrivacy: 'no-points',
      awardSound: true,
      awardSoundPositive: true,
      awardSoundNeedsWork: false,
      awardSoundDevice: 'link:1',
      // The class's language reaches the board too: it shows in it (decision 0166).
      language: 'es',
    });
    expect(board().volume.tally?.value).toBe(2);
    expect(board().mirror.version).toBe(5);
  });
});

describe('Random Student on the display', () => {
  it('plays the pick the server drew, and the newest one', () => {
    opened(3);
    server.next('display:snapshot').ok(displaySnapshot(3, [student(1, 'Ada'), student(2, 'Bo')]));
    const pick = {
      classId: 1,
      cycle: [{ studentId: 1, ms: 80 }],
      studentId: 2,
      startsAt: Date.now() + 300,
      serverNow: Date.now(),
    };
    server.send('pick:drawn', pick);
    expect(board().pick).toEqual(pick);
    server.send('pick:drawn', { ...pick, startsAt: pick.startsAt - 60_000, studentId: 1 });
    expect(board().pick).toEqual(pick);
    // Nothing to catch up on: the board's version stands and no snapshot is asked for.
    expect(board().mirror.version).toBe(3);
    expect(server.waiting('display:snapshot')).toEqual([]);
  });
});

describe('the display’s own events', () => {
  it('reads the board again when the class is renamed', async () => {
    opened(3);
    server.next('display:snapshot').ok(displaySnapshot(3, [student(1, 'Ada')]));
    server.send('class:changed', { classId: 1, version: 4 });
    const again = await vi.waitFor(() => server.next('display:snapshot'));
    again.ok(displaySnapshot(4, [student(1, 'Ada')], { className: 'Class 5C' }));
    await vi.waitFor(() => expect(board().className).toBe('Class 5C'));
  });

  it('reads the key again when the page opens while a board without it was on its way', async () => {
    opened(3);
    const first = server.next('display:snapshot');
    // The page opens before the first answer, which was read while it was closed.
    const until = new Date(Date.now() + 600_000).toISOString();
    server.send('self-assessment:window', { classId: 1, openUntil: until });
    first.ok(displaySnapshot(3, [student(1, 'Ada')]));
    const again = await vi.waitFor(() => server.next('display:snapshot'));
    again.ok(
      displaySnapshot(3, [student(1, 'Ada')], {
        selfAssessmentKey: 'key-'.repeat(6),
        selfAssessmentOpenUntil: until,
      }),
    );
    await vi.waitFor(() => expect(board().selfAssessmentKey).toBe('key-'.repeat(6)));
    // It closes: the key is forgotten at once.
    server.send('self-assessment:window', { classId: 1, openUntil: null });
    expect(board().selfAssessmentKey).toBeNull();
  });

  it('shows the link revoked and closes its socket', () => {
    opened(3);
    server.send('display:revoked', { classId: 1 });
    expect(board().status).toBe('revoked');
    expect(board().online).toBe(false);
  });
});
