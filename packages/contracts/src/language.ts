import { LANGUAGES } from './constants';
import { FORM_MESSAGES } from './messages';
import { z } from './zod';

/** A language the interface is offered in; null (where allowed) leaves it to the browser. */
export const LanguageSchema = z.enum(LANGUAGES, { error: FORM_MESSAGES.language });

/** PATCH /api/auth/user: the teacher's own account settings (only the language so far). */
export const AccountPatchSchema = z.strictObject({
  language: LanguageSchema.nullable(),
});
export type AccountPatch = z.infer<typeof AccountPatchSchema>;
