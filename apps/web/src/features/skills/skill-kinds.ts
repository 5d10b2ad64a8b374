import { type SkillDto, type SkillKind, skillKind } from '@classbeam/contracts';

/** The picker's and the editor's sections, in the order a teacher reaches for them. */
export const KIND_SECTIONS: readonly { kind: SkillKind; title: string }[] = [
  { kind: 'positive', title: 'Positive' },
  { kind: 'needs-work', title: 'Needs work' },
  { kind: 'reminder', title: 'Reminders' },
];

/** The skills of one kind, in the teacher's order. */
export const ofKind = (skills: readonly SkillDto[], kind: SkillKind): SkillDto[] =>
  skills
    .filter((s) => skillKind(s.weight) === kind)
    .sort((a, b) => a.position - b.position || a.id - b.id);
