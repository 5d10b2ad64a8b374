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

/** Deleting one's own account asks for the password again. */
export const DeleteAccountSchema = z.strictObject({
  password: z.string().min(1, FORM_MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH),
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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;
