import { ASSESSMENT_SCORE_MIN } from '@classbeam/contracts/constants';
import type { Axis, AxisKey } from '@classbeam/domain';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/*
 * The assessment's words on screen, in the active language: the domain names the axes and
 * scores in English (spec A1, A2) for its rules; what a person reads comes from here.
 */
const AXIS_LABELS: Record<AxisKey, MessageDescriptor> = {
  understanding: msg`Understanding`,
  behavior: msg`Behavior`,
  growth: msg`Growth`,
  goalProgress: msg`Goal Progress`,
};

/** A2: 1 Needs Work ... 5 Excellent. */
const SCORE_LABELS: readonly MessageDescriptor[] = [
  msg`Needs Work`,
  msg`Below Average`,
  msg`Average`,
  msg`Good`,
  msg`Excellent`,
];

export const axisLabel = (i18n: I18n, key: AxisKey): string => i18n._(AXIS_LABELS[key]);

export const scoreLabel = (i18n: I18n, score: number): string => {
  const label = SCORE_LABELS[score - ASSESSMENT_SCORE_MIN];
  return label ? i18n._(label) : '';
};

/** The axes with their names in the active language (the radar and the radio groups read them). */
export const localAxes = (i18n: I18n, axes: readonly Axis[]): Axis[] =>
  axes.map((axis) => ({ ...axis, label: axisLabel(i18n, axis.key) }));
