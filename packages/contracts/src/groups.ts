import { ConfigDescriptionSchema, ConfigNameSchema } from './class-run';
import {
  DEFAULT_GROUP_COLOR,
  GROUP_COLORS,
  GROUP_COUNT_DEFAULT,
  GROUP_COUNT_MAX,
  GROUP_COUNT_MIN,
  GROUP_NAME_MAX,
  GROUPS_PER_CLASS_MAX,
  KEEP_APART_MAX,
  STUDENT_NAME_MAX,
} from './constants';
import { IdSchema } from './ids';
import { FORM_MESSAGES } from './messages';
import { z } from './zod';

const name = z
  .string()
  .trim()
  .min(1, FORM_MESSAGES.groupNameRequired)
  .max(GROUP_NAME_MAX, FORM_MESSAGES.groupNameTooLong);
/** One of the 10 preset colours (spec section 9), in any letter case; stored as the preset. */
const color = z
  .string()
  .transform((value) => GROUP_COLORS.find((c) => c.toLowerCase() === value.toLowerCase()) ?? '')
  .refine((value) => value !== '', FORM_MESSAGES.groupColour);

export const GroupCreateSchema = z.strictObject({ name, color: color.optional() });
export type GroupCreate = z.input<typeof GroupCreateSchema>;

export const GroupUpdateSchema = z
  .strictObject({ name: name.optional(), color: color.optional() })
  .refine((v) => v.name !== undefined || v.color !== undefined, FORM_MESSAGES.groupPatchEmpty);
export type GroupUpdate = z.input<typeof GroupUpdateSchema>;

/** What a display may see of a group: its name, colour and who is in it. */
export interface PublicGroupDto {
  id: number;
  name: string;
  color: string;
  members: { id: number; name: string }[];
}

/** A group as a teacher's devices see it (spec section 3: groups carry members with id and name). */
export interface GroupDto extends PublicGroupDto {
  classId: number;
  createdAt: string;
}

/** Random groups (spec sections 4 and 5): replaces the class's groups with a fresh deal. */
export const RandomGroupsSchema = z.strictObject({
  count: z.number().int().min(GROUP_COUNT_MIN).max(GROUP_COUNT_MAX).default(GROUP_COUNT_DEFAULT),
});
export type RandomGroupsInput = z.input<typeof RandomGroupsSchema>;

export interface RandomGroupsResult {
  version: number;
  groups: GroupDto[];
  /** Keep-apart pairs this deal could not honour (empty whenever the roster allows it). */
  unmetPairs: [number, number][];
}

/** Pairs of students who must not share a random group (twins, known clashes). */
export const KeepApartSchema = z.strictObject({
  pairs: z
    .array(z.tuple([IdSchema, IdSchema]).refine(([a, b]) => a !== b, FORM_MESSAGES.keepApartSelf))
    .max(KEEP_APART_MAX, FORM_MESSAGES.keepApartTooMany),
});
export type KeepApart = z.infer<typeof KeepApartSchema>;

/** One group of a saved layout (spec section 3: name, colour, members with id and name). */
export const LayoutGroupSchema = z.strictObject({
  name,
  color: color.default(DEFAULT_GROUP_COLOR),
  members: z
    .array(z.strictObject({ id: IdSchema, name: z.string().max(STUDENT_NAME_MAX) }))
    .max(500),
});
export const GroupLayoutSchema = z.array(LayoutGroupSchema).max(GROUPS_PER_CLASS_MAX);
export type GroupLayout = z.infer<typeof GroupLayoutSchema>;

export const GroupConfigInputSchema = z.strictObject({
  name: ConfigNameSchema,
  description: ConfigDescriptionSchema,
  groupData: GroupLayoutSchema,
});
export type GroupConfigInput = z.input<typeof GroupConfigInputSchema>;

export interface GroupConfigDto {
  id: number;
  classId: number;
  name: string;
  description: string;
  groupData: GroupLayout;
  createdAt: string;
  updatedAt: string;
}

export interface GroupEvents {
  /**
   * Groups or their members changed: the class's groups as they are now (a teacher's devices
   * get GroupDto, displays the public part).
   */
  'groups:changed': (payload: {
    classId: number;
    version: number;
    groups: PublicGroupDto[];
  }) => void;
}
