import type { SkillDto, SkillKind } from '@classbeam/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * A skill's kind by its points: contracts' `skillKind`, written here so the boards never load
 * the contracts' runtime (zod) for it: the display's first load has no room for it (F4).
 */
export const kindOf = (weight: number): SkillKind =>
  weight > 0 ? 'positive' : weight < 0 ? 'needs-work' : 'reminder';

/**
 * The picker's and the editor's sections, in the order a teacher reaches for them: each
 * kind's name and its Add button's label, whole (word order and gender differ by language).
 */
export const KIND_SECTIONS: readonly {
  kind: SkillKind;
  title: MessageDescriptor;
  add: MessageDescriptor;
  empty: MessageDescriptor;
}[] = [
  {
    kind: 'positive',
    title: msg`Positive`,
    add: msg`Add a positive skill`,
    empty: msg`None yet.`,
  },
  {
    kind: 'needs-work',
    title: msg`Needs work`,
    add: msg`Add a needs work skill`,
    empty: msg`None yet.`,
  },
  {
    kind: 'reminder',
    title: msg`Reminders`,
    add: msg`Add a reminder skill`,
    empty: msg`None yet: a reminder is logged with 0 points.`,
  },
];

/** The skills of one kind, in the teacher's order. */
export const ofKind = (skills: readonly SkillDto[], kind: SkillKind): SkillDto[] =>
  skills
    .filter((s) => kindOf(s.weight) === kind)
    .sort((a, b) => a.position - b.position || a.id - b.id);
