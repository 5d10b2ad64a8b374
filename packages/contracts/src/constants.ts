/** Plain values with no zod attached, so the browser's small chunks can import them cheaply. */

/** Every error code the server may answer with. Clients switch on these, never on messages. */
export const ERROR_CODES = [
  'invalid_payload',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'email_taken',
  'invalid_credentials',
  'weak_password',
  'too_many_attempts',
  'unsupported_media_type',
  'payload_too_large',
  'cross_origin',
  'service_unavailable',
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Texts the product shows; the spec fixes some of them word for word. */
export const MESSAGES = {
  classNameRequired: 'Class name is required',
  mustBeLoggedInToCreateClass: 'You must be logged in to create a class.',
  notSignedIn: 'You must be signed in.',
  notFound: 'Not found.',
  classNotFound: 'Class not found.',
  emailTaken: 'An account with this email already exists. Sign in instead.',
  invalidCredentials: 'Email or password is incorrect.',
  tooManyAttempts: 'Too many failed sign-in attempts. Try again in 15 minutes.',
  crossOrigin: 'Request refused: it did not come from this site.',
  unsupportedMediaType: 'Send the request body as JSON.',
  internal: 'Something went wrong on our side. Please try again.',
  serviceUnavailable: 'The service is briefly unavailable. Please try again.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
