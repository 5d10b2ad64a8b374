import { MESSAGES, PASSWORD_MIN_LENGTH } from '@classbeam/contracts/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/*
 * The server's words for the failures these screens show, as catalogue messages
 * (docs/decisions/0165). The code picks the message; where one code has several reasons (a
 * weak password, too many attempts), the server's English names the reason. A reason this
 * table does not know is shown in the server's English, as before, rather than hidden.
 */
export const SERVER_TEXTS: ReadonlyMap<string, MessageDescriptor> = new Map([
  [MESSAGES.invalidCredentials, msg`Email or password is incorrect.`],
  [MESSAGES.wrongPassword, msg`That password is not right.`],
  [MESSAGES.tooManyAttempts, msg`Too many failed sign-in attempts. Try again in 15 minutes.`],
  [
    MESSAGES.tooManySignUps,
    msg`Too many accounts were created from this network. Try again in 15 minutes.`,
  ],
  [MESSAGES.internal, msg`Something went wrong on our side. Please try again.`],
  [
    `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    msg`Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  ],
  [
    'This password is too easy to guess. Choose a less common one.',
    msg`This password is too easy to guess. Choose a less common one.`,
  ],
  [
    'Your password must not contain your email address.',
    msg`Your password must not contain your email address.`,
  ],
]);
