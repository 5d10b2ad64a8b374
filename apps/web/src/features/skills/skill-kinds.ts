import type { SkillDto, SkillKind } from '@classbeam/contracts';

/**
 * A skill's kind by its points: contracts' `skillKind`, written here so the boards never load
 * the contracts' runtime (zod) for it: the display's first load has no room for it (F4).
 */
export const kindOf = (weight: number): SkillKind =>
  weight > 0 ? 'positive' : weight < 0 ? 'needs-work' : 'reminder';

/** The picker's and the editor's sections, in the order a teacher reaches for them. */
export const KIND_SECTIONS: readonly { kind: SkillKind; title: string }[] = [
  { kind: 'positive', title: 'Positive' },
  { kind: 'needs-work', title: 'Needs work' },
  { kind: 'reminder', title: 'Reminders' },
];

/** The skills of one kind, in the teacher's order. */
export const ofKind = (skills: readonly SkillDto[], kind: SkillKind): SkillDto[] =>
  skills
    .filter((s) => kindOf(s.weight) === kind)
    .sort((a, b) => a.position - b.position || a.id - b.id);
