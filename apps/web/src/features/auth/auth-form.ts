import { MESSAGES, PASSWORD_MIN_LENGTH } from '@classbeam/contracts/constants';
import { ApiRequestError, hasCode } from '../../lib/api-client';

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
  if (!email) errors.email = 'Enter your email address.';
  else if (!EMAIL_SHAPE.test(email)) errors.email = 'Enter a valid email address.';

  if (!values.password) errors.password = 'Enter your password.';
  else if (mode === 'sign-up' && values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  }

  if (mode === 'sign-up' && !values.firstName.trim()) errors.firstName = 'First name is required.';
  return errors;
}

export function hasErrors(errors: AuthErrors): boolean {
  return Boolean(errors.email || errors.password || errors.firstName || errors.form);
}

/** Maps a failed sign-in or sign-up to what the form shows; the server's words win when present. */
export function authErrorFor(error: unknown): AuthErrors {
  const serverMessage = error instanceof ApiRequestError ? error.apiError?.message : undefined;
  if (hasCode(error, 'email_taken')) {
    return { email: 'An account with this email already exists.', offerSignIn: true };
  }
  if (hasCode(error, 'weak_password')) {
    return { password: serverMessage || `Use at least ${PASSWORD_MIN_LENGTH} characters.` };
  }
  if (hasCode(error, 'invalid_credentials')) {
    return { form: serverMessage || MESSAGES.invalidCredentials };
  }
  if (hasCode(error, 'too_many_attempts')) {
    return { form: serverMessage || MESSAGES.tooManyAttempts };
  }
  if (hasCode(error, 'invalid_payload')) {
    return { form: serverMessage || 'Please check the fields and try again.' };
  }
  if (error instanceof ApiRequestError) {
    return { form: error.status >= 500 ? MESSAGES.internal : serverMessage || MESSAGES.internal };
  }
  return { form: 'Could not reach the server. Check your connection and try again.' };
}
