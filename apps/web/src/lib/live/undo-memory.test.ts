import type { StudentLive } from '@classbeam/contracts';
import { describe, expect, it } from 'vitest';
import { rememberTap, showUndone } from './undo-memory';

const s = (id: number, points: number, status: StudentLive['attendanceStatus'] = 'present') => ({
  id,
  points,
  attendanceStatus: status,
});

describe('undo memory', () => {
  it('takes a point back and keeps what was given since', () => {
    rememberTap('tap-a', [s(1, 5), s(2, 5)], [s(1, 6), s(2, 5)]);
    // Another +2 for student 1 since then.
    expect(showUndone([s(1, 8), s(2, 5)], 'tap-a')).toEqual([s(1, 7), s(2, 5)]);
  });

  it('brings back totals a reset wiped, with changes since on top', () => {
    rememberTap('reset', [s(1, 9), s(2, 2)], [s(1, 5), s(2, 5)]);
    expect(showUndone([s(1, 6), s(2, 5)], 'reset')).toEqual([s(1, 10), s(2, 2)]);
  });

  it('puts a status back only where nothing changed it since', () => {
    rememberTap('roll', [s(1, 5), s(2, 5)], [s(1, 5, 'absent'), s(2, 5, 'absent')]);
    expect(showUndone([s(1, 5, 'absent'), s(2, 5, 'late')], 'roll')).toEqual([
      s(1, 5),
      s(2, 5, 'late'),
    ]);
  });

  it('two taps merged under one id are undone together', () => {
    rememberTap('merged', [s(1, 5)], [s(1, 6)]);
    rememberTap('merged', [s(1, 6)], [s(1, 7)]);
    expect(showUndone([s(1, 7)], 'merged')).toEqual([s(1, 5)]);
  });

  it('an unknown tap changes nothing on screen (the server says what happened)', () => {
    const roster = [s(1, 5)];
    expect(showUndone(roster, 'never-seen')).toEqual(roster);
  });
});
