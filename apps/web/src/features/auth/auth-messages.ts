import { PASSWORD_MIN_LENGTH } from '@classbeam/contracts/constants';
import { MESSAGES, PASSWORD_MESSAGES } from '@classbeam/contracts/messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/*
 * The server's words for the failures these screens show, as catalogue messages
 * (docs/decisions/0165), keyed by the contracts' constants the server sends (decision 0169).
 * Not lib's contractMessage (lib/i18n/server-text.ts): the sign-in page and the class picker
 * would carry its tables and lib's catalogue in their first load for these ten. The code
 * picks the message; where one code has several reasons (a weak password, too many
 * attempts), the server's English names the reason. A reason this table does not know is
 * shown in the server's English, as before, rather than hidden.
 */
export const SERVER_TEXTS: ReadonlyMap<string, MessageDescriptor> = new Map([
  [MESSAGES.invalidCredentials, msg`Email or password is incorrect.`],
  [MESSAGES.wrongPassword, msg`That password is not right.`],
  [MESSAGES.tooManyAttempts, msg`Too many failed sign-in attempts. Try again in 15 minutes.`],
  [
    MESSAGES.tooManySignUps,
    msg`Too many accounts were created from this network. Try again in 15 minutes.`,
  ],
  [MESSAGES.passwordSignInOff, msg`This server signs in with the school's accounts only.`],
  [
    MESSAGES.signInAgainToDelete,
    msg`Sign in again with your school account, then delete the account.`,
  ],
  [MESSAGES.internal, msg`Something went wrong on our side. Please try again.`],
  [PASSWORD_MESSAGES.tooShort, msg`Password must be at least ${PASSWORD_MIN_LENGTH} characters.`],
  [PASSWORD_MESSAGES.tooCommon, msg`This password is too easy to guess. Choose a less common one.`],
  [PASSWORD_MESSAGES.hasEmail, msg`Your password must not contain your email address.`],
]);
