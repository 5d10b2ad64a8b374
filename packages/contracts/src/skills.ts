import { SKILL_ICONS, SKILL_NAME_MAX, SKILL_WEIGHT_MAX } from './constants';
import { IdSchema } from './ids';
import { FORM_MESSAGES } from './messages';
import { z } from './zod';

/*
 * Skills (Step 11, docs/decisions/0153): what a point is given for. Each class has its own
 * list; a positive skill gives +1..+5, a needs-work skill takes 1..5, a reminder gives 0.
 * A skill is never deleted, only archived, so the history keeps its name.
 */

export type SkillIcon = (typeof SKILL_ICONS)[number];
export const SkillIconSchema = z.enum(SKILL_ICONS);

const skillName = z
  .string({ error: FORM_MESSAGES.skillNameRequired })
  .trim()
  .min(1, FORM_MESSAGES.skillNameRequired)
  .max(SKILL_NAME_MAX, FORM_MESSAGES.skillNameTooLong);

const skillWeight = z
  .number()
  .int(FORM_MESSAGES.skillPointsWhole)
  .min(-SKILL_WEIGHT_MAX, FORM_MESSAGES.skillPointsRange)
  .max(SKILL_WEIGHT_MAX, FORM_MESSAGES.skillPointsRange);

export const SkillInputSchema = z.strictObject({
  name: skillName,
  icon: SkillIconSchema,
  weight: skillWeight,
});
export type SkillInput = z.infer<typeof SkillInputSchema>;

export const SkillPatchSchema = z
  .strictObject({
    name: skillName.optional(),
    icon: SkillIconSchema.optional(),
    weight: skillWeight.optional(),
    archived: z.boolean().optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, FORM_MESSAGES.nothingToChange);
export type SkillPatch = z.infer<typeof SkillPatchSchema>;

/** The class's skills in the order the teacher wants them (every skill of the class, once). */
export const SkillOrderSchema = z.strictObject({
  ids: z
    .array(IdSchema)
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, FORM_MESSAGES.skillTwice),
});

/** Copy another class's skills into this one (skills it already has by name are kept). */
export const SkillCopySchema = z.strictObject({ fromClassId: IdSchema });

export interface SkillDto {
  id: number;
  classId: number;
  name: string;
  icon: SkillIcon;
  /** +1..+5 positive, -1..-5 needs work, 0 a reminder. */
  weight: number;
  position: number;
  archived: boolean;
}

export type SkillKind = 'positive' | 'needs-work' | 'reminder';
export const skillKind = (weight: number): SkillKind =>
  weight > 0 ? 'positive' : weight < 0 ? 'needs-work' : 'reminder';

/** Who an award was given to: one student, a group (as it was then), or the whole class. */
export type AwardTarget = 'student' | 'group' | 'class';

/**
 * An award as the class's devices hear it with the new totals (`students:changed`): the
 * boards name the skill with the points. Only awards applied by that change.
 */
export interface AwardNote {
  opId: string;
  target: AwardTarget;
  /** The students it reached (a group's or the class's present members). */
  studentIds: number[];
  groupId: number | null;
  skillId: number | null;
  delta: number;
}

export interface SkillEvents {
  /** The class's skills changed (added, edited, ordered, archived, copied). */
  'skills:changed': (payload: { classId: number; skills: SkillDto[] }) => void;
}
