import type { PRESET_GOALS } from '@classbeam/contracts/constants';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The spec's preset goals in the teacher's language. A preset is saved as its English name (the
 * data every screen and report shares); only its display is translated. A custom goal is the
 * teacher's own words and is shown as written.
 */
const PRESET_GOAL_LABEL: Record<(typeof PRESET_GOALS)[number], MessageDescriptor> = {
  Participation: msg`Participation`,
  Focus: msg`Focus`,
  Comprehension: msg`Comprehension`,
  Effort: msg`Effort`,
  Behavior: msg`Behavior`,
  Teamwork: msg`Teamwork`,
  Respect: msg`Respect`,
  'Time management': msg`Time management`,
  Preparedness: msg`Preparedness`,
  'Organizational skills': msg`Organizational skills`,
  Friendliness: msg`Friendliness`,
  Articulateness: msg`Articulateness`,
  Pronunciation: msg`Pronunciation`,
  'Mental arithmetic': msg`Mental arithmetic`,
  'Being late': msg`Being late`,
  'Anger management': msg`Anger management`,
};

/** The goal as the teacher reads it: a preset's label, else the goal as written. */
export function goalText(
  goal: string,
  translate: (descriptor: MessageDescriptor) => string = (d) => i18n._(d),
): string {
  const preset = Object.hasOwn(PRESET_GOAL_LABEL, goal)
    ? (PRESET_GOAL_LABEL as Record<string, MessageDescriptor>)[goal]
    : undefined;
  return preset ? translate(preset) : goal;
}
