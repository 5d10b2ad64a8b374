import { BIRTH_DATE_TRIES, MESSAGES } from '@classbeam/contracts';
import { sql } from 'kysely';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { LimitKey, LoginLimiter } from '../auth/login-limiter';
import { birthDateMatches, normalizeBirthDate } from '../students/birth-date';
import { clearFailures, countFailure, failuresOf } from './self-assessment.repository';

/**
 * Wrong dates of birth per client address in the limiter's 15 minutes. A whole school sits
 * behind one NAT address and young children mistype, so the figure is generous (100, like
 * sign-ins). What stops guessing one child's date is the exact lock after 3 (S9); this stops
 * a sweep over a school's children. Only wrong dates count: a right one writes nothing.
 */
export const BIRTH_DATE_ADDRESS_LIMIT = 100;
export const birthDateAddressKey = (ip: string): LimitKey => ({
  key: `dob-ip:${ip}`,
  limit: BIRTH_DATE_ADDRESS_LIMIT,
});

/** The advisory lock namespace of one student's date-of-birth attempts (any fixed int4). */
const ATTEMPT_LOCK = 0x5e1f;

export interface Claimant {
  id: number;
  class_id: number;
  birth_date_hash: string | null;
}

interface IdentityDeps {
  db: Db;
  limiter: LoginLimiter;
  clock: Clock;
  birthDateKey: string;
  today(): string;
  /** A student's third wrong date locked them: tell the class's teachers and iPads. */
  locked(classId: number): Promise<unknown>;
}

type Outcome =
  | { kind: 'right' }
  /** `failures`: the day's wrong dates after this one, below the lock. */
  | { kind: 'wrong'; failures: number }
  | { kind: 'locked-now' | 'locked' | 'no-date' | 'limited' };

type Refusal = Exclude<Outcome, { kind: 'right' }>;

function refusal(outcome: Refusal): AppError {
  switch (outcome.kind) {
    // The iPad tells the child how many tries are left, so the lock is no surprise.
    case 'wrong':
      return new AppError(401, 'authentication_failed', MESSAGES.assessmentAuthFailed, {
        triesLeft: BIRTH_DATE_TRIES - outcome.failures,
      });
    // The third wrong date says so at once: the child is sent to the teacher, not to a 4th try.
    case 'locked-now':
    case 'locked':
      return new AppError(403, 'student_locked', MESSAGES.studentLocked, { triesLeft: 0 });
    case 'no-date':
      return new AppError(409, 'no_birth_date', MESSAGES.noBirthDate);
    case 'limited':
      return new AppError(429, 'too_many_attempts', MESSAGES.tooManyBirthDateTries);
  }
}

/**
 * A student on the shared iPad proves who they are with their date of birth, checked against
 * the keyed hash. In this order: locked today (403), no date on file (409), the address's
 * limit (429), then the date: wrong is a 401 that counts, and the third locks the student for
 * the day (answered 403 locked at once); right clears the day's count.
 *
 * Both counts are taken before the date is compared, never after: one student's attempts run
 * one at a time (an advisory lock on their id), and the address's slot is reserved in the
 * same transaction, whose row lock makes a burst of one address's attempts queue on the
 * counter. So however many requests are in flight, at most 3 dates per student and the
 * address's limit in all are compared; a right date gives its slot back.
 */
export async function proveIdentity(
  deps: IdentityDeps,
  student: Claimant,
  birthDate: string,
  ip: string,
): Promise<void> {
  const { db, limiter } = deps;
  // A date that cannot be (02/30, or a day and month swapped past 12) is a typing slip, not a
  // guess: it is refused as a format error and costs none of the 3 tries.
  if (normalizeBirthDate(birthDate) === null)
    throw new AppError(400, 'invalid_payload', MESSAGES.birthDateFormat);
  const today = deps.today();
  const address = birthDateAddressKey(ip);
  const now = new Date(deps.clock.now());
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
    await sql`select pg_advisory_xact_lock(${ATTEMPT_LOCK}, ${student.id})`.execute(trx);
    const failures = await failuresOf(trx, student.id, today);
    if (failures >= BIRTH_DATE_TRIES) return { kind: 'locked' };
    if (student.birth_date_hash === null) return { kind: 'no-date' };
    if (!(await limiter.reserve([address], now, trx))) {
      // Refused unread: only dates that were compared and wrong stay counted.
      await limiter.giveBack([address], trx);
      return { kind: 'limited' };
    }
    if (birthDateMatches(deps.birthDateKey, birthDate, student.birth_date_hash)) {
      await limiter.giveBack([address], trx);
      if (failures > 0) await clearFailures(trx, student.id, today);
      return { kind: 'right' };
    }
    const counted = await countFailure(trx, student.id, today);
    return counted >= BIRTH_DATE_TRIES
      ? { kind: 'locked-now' }
      : { kind: 'wrong', failures: counted };
  });
  if (outcome.kind === 'right') return;
  if (outcome.kind === 'locked-now') await deps.locked(student.class_id);
  throw refusal(outcome);
}
