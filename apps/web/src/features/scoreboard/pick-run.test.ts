import { seededRandom } from '@classbeam/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRandomPicker, type Lit } from './pick-run';

/** A board on screen: its picker and every highlight it has shown, with the time shown. */
function openBoard(seed: number) {
  const shown: { at: number; lit: Lit | null }[] = [];
  const picker = createRandomPicker(
    (lit) => shown.push({ at: Date.now(), lit }),
    seededRandom(seed),
  );
  const chosen = () => shown.findLast((s) => s.lit?.chosen)?.lit?.id;
  return { picker, shown, chosen };
}

/** Random Student on a board, until its pick has landed. */
function pickOn(board: ReturnType<typeof openBoard>, present: number[], classmates = present) {
  board.picker.pick(present, classmates);
  vi.advanceTimersByTime(1200);
  return board.chosen();
}

// Each test uses its own student ids: the last pick is kept per class, across boards.
describe('random student pick on the board', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('never repeats the previous pick after the board was left and opened again', () => {
    const picks: (number | undefined)[] = [];
    for (let round = 0; round < 60; round += 1) {
      const board = openBoard(round); // switching back to the Student Scoreboard mounts it anew
      picks.push(pickOn(board, [101, 102]));
      board.picker.stop(); // ...and switching to the Teacher Dashboard unmounts it
    }
    const repeats = picks.filter((id, i) => i > 0 && id === picks[i - 1]);
    expect(picks.every((id) => id === 101 || id === 102)).toBe(true);
    expect(repeats).toEqual([]);
  });

  it('keeps the previous pick per class', () => {
    for (let round = 0; round < 20; round += 1) {
      const mathBoard = openBoard(round);
      const mathPick = pickOn(mathBoard, [201, 202]);
      mathBoard.picker.stop();
      // The teacher changes class and picks there, then comes back.
      const artBoard = openBoard(round + 100);
      pickOn(artBoard, [301, 302]);
      artBoard.picker.stop();
      const again = openBoard(round + 200);
      expect(pickOn(again, [201, 202])).not.toBe(mathPick);
      again.picker.stop();
    }
  });

  it('moves the highlight 8 times with growing delays, then lights the pick for 5 s', () => {
    const board = openBoard(7);
    board.picker.pick([501, 502, 503], [501, 502, 503]);
    vi.advanceTimersByTime(10_000);
    const steps = board.shown.slice(0, 8);
    expect(steps.map((s) => s.at)).toEqual([0, 80, 180, 300, 440, 600, 780, 980]);
    expect(steps.every((s) => s.lit?.chosen === false)).toBe(true);
    const lit = board.shown.map((s) => s.lit?.id);
    expect(lit.slice(1, 9).every((id, i) => id !== lit[i])).toBe(true);
    expect(board.shown.slice(8)).toEqual([
      { at: 1200, lit: { id: lit[8], chosen: true } },
      { at: 6200, lit: null },
    ]);
  });

  it('lights the only present student at once for 5 s', () => {
    const board = openBoard(1);
    board.picker.pick([601], [601, 602]);
    vi.advanceTimersByTime(10_000);
    expect(board.shown).toEqual([
      { at: 0, lit: { id: 601, chosen: true } },
      { at: 5000, lit: null },
    ]);
  });

  it('shows nothing more once the board is left mid-pick', () => {
    const board = openBoard(3);
    board.picker.pick([701, 702], [701, 702]);
    vi.advanceTimersByTime(500);
    const before = board.shown.length;
    board.picker.stop();
    vi.advanceTimersByTime(10_000);
    expect(board.shown).toHaveLength(before);
  });
});
