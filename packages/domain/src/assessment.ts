/**
 * End-of-class assessment and self-assessment (spec sections 3, 4 and 9; docs/decisions/0060).
 * Pure: times are arguments in milliseconds. Rule ids (A1-A7) are in SPEC.md; A8, the date
 * of birth the iPad sends, is `pickedDate` in `birth-date.ts`.
 */
import type { AttendanceStatus } from '@classbeam/contracts';
// Values from the zod-free module: the browser's chunks must not pull in the schemas.
import {
  ASSESSMENT_SCORE_MAX,
  ASSESSMENT_SCORE_MIN,
  LEASE_TTL_MS,
} from '@classbeam/contracts/constants';

export type AxisKey = 'understanding' | 'behavior' | 'growth' | 'goalProgress';

export interface Axis {
  key: AxisKey;
  label: string;
}

/** A1: three axes for everyone; goal progress only for a student with a goal. */
export const AXES: readonly Axis[] = [
  { key: 'understanding', label: 'Understanding' },
  { key: 'behavior', label: 'Behavior' },
  { key: 'growth', label: 'Growth' },
  { key: 'goalProgress', label: 'Goal Progress' },
];

export const axesFor = (hasGoal: boolean): readonly Axis[] =>
  hasGoal ? AXES : AXES.filter((axis) => axis.key !== 'goalProgress');

/** The scores 1..5, lowest first. */
export const SCORES: readonly number[] = Array.from(
  { length: ASSESSMENT_SCORE_MAX - ASSESSMENT_SCORE_MIN + 1 },
  (_, i) => ASSESSMENT_SCORE_MIN + i,
);

/**
 * A2: what each score means. The spec names 1 Needs Work and 5 Excellent on every axis and
 * gives goal progress all five words; the other axes use the same words in between.
 */
const SCORE_LABELS = ['Needs Work', 'Below Average', 'Average', 'Good', 'Excellent'] as const;
export const scoreLabel = (score: number): string =>
  SCORE_LABELS[score - ASSESSMENT_SCORE_MIN] ?? '';

/** A3: red for 2 or below, green for 4 or above, yellow between. */
export type ScoreTone = 'red' | 'yellow' | 'green';
export function scoreTone(score: number): ScoreTone {
  if (score <= 2) return 'red';
  if (score >= 4) return 'green';
  return 'yellow';
}

/** Scores being given; 0 (or missing) is not given yet. */
export type Scores = Partial<Record<AxisKey, number>>;

/** A4: complete when understanding, behavior and growth are above 0, and goal progress if there is a goal. */
export const isComplete = (scores: Scores, hasGoal: boolean): boolean =>
  axesFor(hasGoal).every((axis) => (scores[axis.key] ?? 0) > 0);

/** The body of a save: the axes that apply, goal progress null without a goal. */
export function assessmentScores(
  scores: Scores,
  hasGoal: boolean,
): { understanding: number; behavior: number; growth: number; goalProgress: number | null } {
  return {
    understanding: scores.understanding ?? 0,
    behavior: scores.behavior ?? 0,
    growth: scores.growth ?? 0,
    goalProgress: hasGoal ? (scores.goalProgress ?? 0) : null,
  };
}

/** A5: once a student is complete, the dialog moves on; after the last, it asks to finish. */
export type AfterComplete = { kind: 'next'; index: number } | { kind: 'confirm' };
export const afterComplete = (index: number, count: number): AfterComplete =>
  index + 1 < count ? { kind: 'next', index: index + 1 } : { kind: 'confirm' };

/** The spec's timings of the dialog (section 9). */
export const ADVANCE_FORWARD_MS = 500;
export const ADVANCE_BACK_MS = 150;
export const CLOSE_RESET_MS = 300;

/** A5: who the end-of-class assessment walks through: the students in the room, in roster order. */
export const assessable = <S extends { attendanceStatus: AttendanceStatus }>(
  students: readonly S[],
): S[] => students.filter((s) => s.attendanceStatus !== 'absent');

/** A6: a lease is held while its last heartbeat is younger than LEASE_TTL_MS. */
export const leaseLive = (lastHeartbeat: number, now: number): boolean =>
  now - lastHeartbeat < LEASE_TTL_MS;

/** When a lease frees itself if no heartbeat comes. */
export const leaseExpiresAt = (lastHeartbeat: number): number => lastHeartbeat + LEASE_TTL_MS;

/** A7: the page is open to students until the teacher's window closes. */
export const windowOpen = (openUntil: number | null, now: number): boolean =>
  openUntil !== null && now < openUntil;

/** Axes on which the teacher and the student disagree by 2 or more. */
export function assessmentGaps(
  teacher: Scores | null,
  self: Scores | null,
  hasGoal: boolean,
): AxisKey[] {
  if (!teacher || !self) return [];
  return axesFor(hasGoal)
    .filter((axis) => {
      const t = teacher[axis.key];
      const s = self[axis.key];
      return t != null && s != null && t > 0 && s > 0 && Math.abs(t - s) >= 2;
    })
    .map((axis) => axis.key);
}
