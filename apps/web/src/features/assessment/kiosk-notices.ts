import type { MESSAGES } from '@classbeam/contracts/messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/*
 * The iPad's notices, the spec's words (contracts' MESSAGES) in the catalogue of the page that
 * shows them: the server's own words table (lib/server-texts) is a chunk the iPad page does not
 * load at first (budget F4). kiosk-notices.test.ts keeps each English equal to its constant.
 */
export const KIOSK_NOTICES = {
  anotherStudentInSession: msg`Another student is currently completing their assessment. Please wait and try again.`,
  studentLocked: msg`That date did not match 3 times, so your picture is locked until tomorrow. Your teacher can unlock it today.`,
  noBirthDate: msg`Your teacher has not added your date of birth yet. Ask your teacher.`,
  selfAssessmentClosed: msg`Self-assessment is not open right now. Ask your teacher to open it.`,
  selfAssessmentDisabled: msg`Self-assessment is switched off for this class.`,
  sessionEnded: msg`Your turn has ended. Pick your picture again to start over.`,
} satisfies Partial<Record<keyof typeof MESSAGES, MessageDescriptor>>;
