import { LANGUAGES, PASSWORD_MAX_LENGTH } from './constants';
import { FORM_MESSAGES } from './messages';
import { z } from './zod';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, FORM_MESSAGES.emailTooLong)
  .pipe(z.email(FORM_MESSAGES.emailInvalid));

export const SignUpSchema = z.strictObject({
  email,
  // Strength is judged by the server (weak_password); here only the bounds.
  password: z.string().max(PASSWORD_MAX_LENGTH, FORM_MESSAGES.passwordTooLong),
  firstName: z
    .string()
    .trim()
    .min(1, FORM_MESSAGES.firstNameRequired)
    .max(80, FORM_MESSAGES.firstNameTooLong),
  lastName: z.string().trim().max(80, FORM_MESSAGES.lastNameTooLong).optional().default(''),
});
export type SignUpInput = z.input<typeof SignUpSchema>;

export const SignInSchema = z.strictObject({
  email,
  password: z.string().min(1, FORM_MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH),
});
export type SignInInput = z.input<typeof SignInSchema>;

/**
 * Deleting one's own account asks for the password again; an account made by the school's
 * sign-in has none and asks for a fresh sign-in there instead (decision 0179).
 */
export const DeleteAccountSchema = z.strictObject({
  password: z.string().min(1, FORM_MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH).optional(),
});
export type DeleteAccountInput = z.input<typeof DeleteAccountSchema>;

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  /** The teacher's chosen language; null follows the browser's. */
  language: z.enum(LANGUAGES).nullable(),
  /** Whether the account has a password (one made by the school's sign-in has none). */
  hasPassword: z.boolean(),
  /** The school providers linked to the account, by their button's name. */
  schoolAccounts: z.array(z.object({ provider: z.string(), name: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** What the sign-in page offers (GET /api/auth/sign-in-options, decision 0179). */
export const SignInOptionsSchema = z.object({
  /** The school's providers, each a "Sign in with <name>" button. */
  providers: z.array(z.object({ id: z.string(), name: z.string() })),
  /** False when the server is set to the school's accounts only (SSO_ONLY). */
  passwordSignIn: z.boolean(),
  /**
   * A provider's account waiting to be linked to the existing account with its verified
   * e-mail: the password, once, links them.
   */
  linking: z.object({ provider: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type SignInOptions = z.infer<typeof SignInOptionsSchema>;
