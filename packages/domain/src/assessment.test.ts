import { LEASE_TTL_MS } from '@classbeam/contracts';
import { describe, expect, it } from 'vitest';
import {
  afterComplete,
  assessable,
  assessmentGaps,
  assessmentScores,
  axesFor,
  isComplete,
  leaseExpiresAt,
  leaseLive,
  scoreLabel,
  scoreTone,
  windowOpen,
} from './assessment';
import { classComplete, initialRun, selfAssessmentQrTime } from './class-run';

describe('axes and scores', () => {
  it('A1: goal progress is an axis only for a student with a goal', () => {
    expect(axesFor(false).map((a) => a.label)).toEqual(['Understanding', 'Behavior', 'Growth']);
    expect(axesFor(true).map((a) => a.key)).toEqual([
      'understanding',
      'behavior',
      'growth',
      'goalProgress',
    ]);
  });

  it('A2: 1 is Needs Work and 5 Excellent, with the goal-progress words between', () => {
    expect([1, 2, 3, 4, 5].map(scoreLabel)).toEqual([
      'Needs Work',
      'Below Average',
      'Average',
      'Good',
      'Excellent',
    ]);
    expect(scoreLabel(0)).toBe('');
  });

  it('A3: red for 2 or below, yellow for 3, green for 4 or above', () => {
    expect([1, 2, 3, 4, 5].map(scoreTone)).toEqual(['red', 'red', 'yellow', 'green', 'green']);
  });
});

describe('A4 completeness', () => {
  it('needs the three axes above 0', () => {
    expect(isComplete({}, false)).toBe(false);
    expect(isComplete({ understanding: 3, behavior: 4 }, false)).toBe(false);
    expect(isComplete({ understanding: 3, behavior: 4, growth: 0 }, false)).toBe(false);
    expect(isComplete({ understanding: 3, behavior: 4, growth: 1 }, false)).toBe(true);
  });

  it('needs goal progress only when the student has a goal', () => {
    const three = { understanding: 3, behavior: 4, growth: 1 };
    expect(isComplete(three, true)).toBe(false);
    expect(isComplete({ ...three, goalProgress: 2 }, true)).toBe(true);
    // A score left over from a removed goal does not matter either way.
    expect(isComplete({ ...three, goalProgress: 2 }, false)).toBe(true);
  });

  it('saves goal progress as null without a goal', () => {
    const scores = { understanding: 3, behavior: 4, growth: 1, goalProgress: 5 };
    expect(assessmentScores(scores, false)).toEqual({
      understanding: 3,
      behavior: 4,
      growth: 1,
      goalProgress: null,
    });
    expect(assessmentScores(scores, true).goalProgress).toBe(5);
  });
});

describe('A5 the dialog walks the room', () => {
  it('moves to the next student, and after the last asks to finish', () => {
    expect(afterComplete(0, 3)).toEqual({ kind: 'next', index: 1 });
    expect(afterComplete(1, 3)).toEqual({ kind: 'next', index: 2 });
    expect(afterComplete(2, 3)).toEqual({ kind: 'confirm' });
    expect(afterComplete(0, 1)).toEqual({ kind: 'confirm' });
  });

  it('skips absent students and keeps the roster order', () => {
    const students = [
      { id: 1, attendanceStatus: 'present' as const },
      { id: 2, attendanceStatus: 'absent' as const },
      { id: 3, attendanceStatus: 'late' as const },
    ];
    expect(assessable(students).map((s) => s.id)).toEqual([1, 3]);
  });
});

describe('A6 leases', () => {
  it('is held until 15 s pass without a heartbeat', () => {
    expect(leaseLive(1000, 1000 + LEASE_TTL_MS - 1)).toBe(true);
    expect(leaseLive(1000, 1000 + LEASE_TTL_MS)).toBe(false);
    expect(leaseExpiresAt(1000)).toBe(1000 + LEASE_TTL_MS);
  });
});

describe('A7 the window', () => {
  it('is open until its end, and closed without one', () => {
    expect(windowOpen(null, 0)).toBe(false);
    expect(windowOpen(5000, 4999)).toBe(true);
    expect(windowOpen(5000, 5000)).toBe(false);
  });
});

describe('results', () => {
  it('marks axes where teacher and student differ by 2 or more', () => {
    const teacher = { understanding: 2, behavior: 4, growth: 3, goalProgress: 1 };
    const self = { understanding: 4, behavior: 5, growth: 1, goalProgress: 5 };
    expect(assessmentGaps(teacher, self, false)).toEqual(['understanding', 'growth']);
    expect(assessmentGaps(teacher, self, true)).toEqual([
      'understanding',
      'growth',
      'goalProgress',
    ]);
    expect(assessmentGaps(teacher, null, true)).toEqual([]);
  });
});

describe('when the self-assessment shows', () => {
  const schedule = [
    { name: 'Warm-up', duration: 5 },
    { name: 'Wrap-up', duration: 5 },
  ];
  const ready = initialRun(schedule);

  it('Class Complete: not running on the last activity, or complete', () => {
    expect(classComplete(ready)).toBe(false);
    expect(classComplete({ ...ready, phase: 'activity', index: 1, running: false })).toBe(true);
    expect(classComplete({ ...ready, phase: 'activity', index: 1, running: true })).toBe(false);
    expect(classComplete({ ...ready, phase: 'activity', index: 0, running: false })).toBe(false);
    expect(classComplete({ ...ready, phase: 'complete' })).toBe(true);
  });

  it('the QR panel: not running, or at the last activity', () => {
    expect(selfAssessmentQrTime(ready)).toBe(true);
    expect(selfAssessmentQrTime({ ...ready, phase: 'activity', index: 0, running: true })).toBe(
      false,
    );
    expect(selfAssessmentQrTime({ ...ready, phase: 'activity', index: 1, running: true })).toBe(
      true,
    );
  });
});
