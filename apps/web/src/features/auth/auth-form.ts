import { PASSWORD_MIN_LENGTH } from '@classbeam/contracts/constants';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { ApiRequestError, hasCode } from '../../lib/api-client';
import { SERVER_TEXTS } from './auth-messages';

export type AuthMode = 'sign-in' | 'sign-up';

export interface AuthValues {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface AuthErrors {
  email?: string;
  password?: string;
  firstName?: string;
  /** Shown above the form: wrong password, too many attempts, server down. */
  form?: string;
  /** The email already has an account: offer to switch to sign in. */
  offerSignIn?: boolean;
}

// Deliberately loose: the server decides what a valid address is; this only catches typos
// like a missing @ before a round trip.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks what can be known without the server, so an empty field never costs a request. */
export function validateAuthForm(mode: AuthMode, values: AuthValues): AuthErrors {
  const errors: AuthErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = t`Enter your email address.`;
  else if (!EMAIL_SHAPE.test(email)) errors.email = t`Enter a valid email address.`;

  if (!values.password) errors.password = t`Enter your password.`;
  else if (mode === 'sign-up' && values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = t`Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  }

  if (mode === 'sign-up' && !values.firstName.trim()) errors.firstName = t`First name is required.`;
  return errors;
}

export function hasErrors(errors: AuthErrors): boolean {
  return Boolean(errors.email || errors.password || errors.firstName || errors.form);
}

/**
 * The server's reason in the teacher's language: the catalogue's words for a reason we know,
 * else the server's own (English) words, else `fallback`.
 */
export function serverText(error: unknown, fallback: string): string {
  const said = error instanceof ApiRequestError ? error.apiError?.message : undefined;
  if (!said) return fallback;
  const known = SERVER_TEXTS.get(said);
  return known ? i18n._(known) : said;
}

/** Maps a failed sign-in or sign-up to what the form shows; the code picks the message. */
export function authErrorFor(error: unknown): AuthErrors {
  if (hasCode(error, 'email_taken')) {
    return { email: t`An account with this email already exists.`, offerSignIn: true };
  }
  if (hasCode(error, 'weak_password')) {
    return { password: serverText(error, t`Use at least ${PASSWORD_MIN_LENGTH} characters.`) };
  }
  if (hasCode(error, 'invalid_credentials')) {
    return { form: serverText(error, t`Email or password is incorrect.`) };
  }
  if (hasCode(error, 'too_many_attempts')) {
    return {
      form: serverText(error, t`Too many failed sign-in attempts. Try again in 15 minutes.`),
    };
  }
  if (hasCode(error, 'password_sign_in_off')) {
    return { form: serverText(error, t`This server signs in with the school's accounts only.`) };
  }
  if (hasCode(error, 'invalid_payload')) {
    return { form: serverText(error, t`Please check the fields and try again.`) };
  }
  if (error instanceof ApiRequestError) {
    const internal = t`Something went wrong on our side. Please try again.`;
    return { form: error.status >= 500 ? internal : serverText(error, internal) };
  }
  return { form: t`Could not reach the server. Check your connection and try again.` };
}
