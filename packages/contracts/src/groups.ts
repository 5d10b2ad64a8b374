import { GROUP_NAME_MAX } from './constants';
import { z } from './zod';

const name = z
  .string()
  .trim()
  .min(1, 'Group name is required')
  .max(GROUP_NAME_MAX, `Group names are at most ${GROUP_NAME_MAX} characters`);
const color = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'A colour is written #RRGGBB');

export const GroupCreateSchema = z.strictObject({ name, color: color.optional() });
export type GroupCreate = z.input<typeof GroupCreateSchema>;

export const GroupUpdateSchema = z
  .strictObject({ name: name.optional(), color: color.optional() })
  .refine((v) => v.name !== undefined || v.color !== undefined, 'Send a name or a colour');
export type GroupUpdate = z.input<typeof GroupUpdateSchema>;

/** A group as every device sees it (spec section 3: groups carry members with id and name). */
export interface GroupDto {
  id: number;
  classId: number;
  name: string;
  color: string;
  createdAt: string;
  members: { id: number; name: string }[];
}
