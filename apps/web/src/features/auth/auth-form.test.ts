import { MESSAGES } from '@classbeam/contracts/messages';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { authErrorFor, hasErrors, validateAuthForm } from './auth-form';

const filled = {
  email: 'ada@school.test',
  password: 'correct horse',
  firstName: 'Ada',
  lastName: '',
};

function serverError(status: number, code: string, message: string) {
  const body = JSON.stringify({ code, message });
  return new ApiRequestError(status, body, { code, message }, '');
}

describe('validateAuthForm', () => {
  it('accepts a complete form in both modes', () => {
    expect(hasErrors(validateAuthForm('sign-in', filled))).toBe(false);
    expect(hasErrors(validateAuthForm('sign-up', filled))).toBe(false);
  });

  it('asks for the missing fields before any request', () => {
    const empty = { email: ' ', password: '', firstName: '', lastName: '' };
    expect(validateAuthForm('sign-in', empty)).toEqual({
      email: 'Enter your email address.',
      password: 'Enter your password.',
    });
    expect(validateAuthForm('sign-up', empty).firstName).toBe('First name is required.');
  });

  it('catches an address without @ and a short new password, but not a short old one', () => {
    const values = { ...filled, email: 'ada.school.test', password: 'short' };
    expect(validateAuthForm('sign-up', values)).toEqual({
      email: 'Enter a valid email address.',
      password: 'Use at least 8 characters.',
    });
    expect(validateAuthForm('sign-in', values).password).toBeUndefined();
  });
});

describe('authErrorFor', () => {
  it('offers sign in when the email is taken', () => {
    expect(authErrorFor(serverError(409, 'email_taken', 'x'))).toEqual({
      email: 'An account with this email already exists.',
      offerSignIn: true,
    });
  });

  it('shows the server words for a weak password, wrong password and too many attempts', () => {
    expect(authErrorFor(serverError(400, 'weak_password', 'Too common.')).password).toBe(
      'Too common.',
    );
    expect(authErrorFor(serverError(401, 'invalid_credentials', '')).form).toBe(
      MESSAGES.invalidCredentials,
    );
    expect(authErrorFor(serverError(429, 'too_many_attempts', 'Wait 15 minutes.')).form).toBe(
      'Wait 15 minutes.',
    );
  });

  it('hides server internals and names a network failure', () => {
    expect(authErrorFor(serverError(500, 'internal', 'stack trace')).form).toBe(MESSAGES.internal);
    expect(authErrorFor(new TypeError('fetch failed')).form).toMatch(/Could not reach the server/);
  });
});
