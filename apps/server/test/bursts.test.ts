import {
  CLASS_CONFIGS_PER_CLASS_MAX,
  CLASS_KEY_HEADER,
  GROUPS_PER_CLASS_MAX,
} from '@classbeam/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  accountKey,
  addressKey,
  MAX_ACCOUNT_FAILURES,
  MAX_ADDRESS_FAILURES,
  MAX_ADDRESS_SIGN_UPS,
  signUpKey,
} from '../src/modules/auth/login-limiter';
import {
  BIRTH_DATE_ADDRESS_LIMIT,
  birthDateAddressKey,
} from '../src/modules/self-assessment/identity';
import { ORIGIN, type Teacher, type TestContext } from './context';
import { createClass, openSelfAssessment, seedStudents } from './fixtures';
import { setUpLiveServer } from './set-up';

/*
 * Every per-address and per-class limit holds under a burst: many requests in flight at once
 * over real HTTP from one address (S8, S9; the class limits of Steps 4 and 7). A limit that
 * reads its counter and counts afterwards lets a whole burst through; these fail on that.
 */
let ctx: TestContext;
let base: string;
let teacher: Teacher;
setUpLiveServer((s) => ({ ctx, base, teacher } = s));
// Each burst starts with fresh counters: the tests share one address.
beforeEach(() => ctx.db.deleteFrom('login_failures').execute());

/** The loopback address the bursts come from, as the server sees it. */
const LOOPBACK = '127.0.0.1';

/** A request over the wire (not injected): the burst really is in flight at once. */
async function send(
  method: 'POST' | 'GET',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; code: string | undefined }> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      origin: ORIGIN,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { code?: string }).code;
  } catch {
    code = undefined;
  }
  return { status: res.status, code };
}

const asTeacher = () => ({ cookie: teacher.cookie });

/** How many answers had each status, e.g. { 401: 100, 429: 200 }. */
const tally = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>((acc, a) => {
    acc[a.status] = (acc[a.status] ?? 0) + 1;
    return acc;
  }, {});

/** Sets a limiter counter as if `used` attempts had come in this window already. */
async function used(key: string, count: number): Promise<void> {
  await ctx.db
    .insertInto('login_failures')
    .values({ key, failures: count, window_start: new Date() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ failures: count, window_start: new Date() }))
    .execute();
}

const counter = async (key: string) =>
  (
    await ctx.db
      .selectFrom('login_failures')
      .select('failures')
      .where('key', '=', key)
      .executeTakeFirst()
  )?.failures ?? 0;

describe('dates of birth (S9): the address limit under a burst', () => {
  it('300 wrong dates in flight at once (3 for each of 100 students): 100 compared, 200 refused unread', async () => {
    const classId = await createClass(ctx, teacher, 'Burst');
    const students = await seedStudents(ctx, classId, 100, 'Burst');
    const key = await openSelfAssessment(ctx, teacher, classId);
    const answers = await Promise.all(
      students.flatMap((s) =>
        [1, 2, 3].map((i) =>
          send(
            'POST',
            `/api/classes/${classId}/assessment-sessions`,
            { studentId: s.id, birthDate: `0${i}/13/1999` },
            { [CLASS_KEY_HEADER]: key },
          ),
        ),
      ),
    );
    const counts = tally(answers);
    // Compared: wrong (401) or the third wrong that locks (403); the rest never reached a date.
    expect((counts[401] ?? 0) + (counts[403] ?? 0)).toBe(BIRTH_DATE_ADDRESS_LIMIT);
    expect(counts[429]).toBe(300 - BIRTH_DATE_ADDRESS_LIMIT);
    expect(
      answers.filter((a) => a.status === 429).every((a) => a.code === 'too_many_attempts'),
    ).toBe(true);
    const failures = await ctx.db
      .selectFrom('birth_date_failures')
      .select((eb) => eb.fn.sum<number>('failures').as('n'))
      .where(
        'student_id',
        'in',
        students.map((s) => s.id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(failures.n)).toBe(BIRTH_DATE_ADDRESS_LIMIT);
    expect(await counter(birthDateAddressKey(LOOPBACK).key)).toBe(BIRTH_DATE_ADDRESS_LIMIT);
  });

  it('right dates in a burst give their slots back: only the wrong ones stay counted', async () => {
    const classId = await createClass(ctx, teacher, 'Burst right');
    const students = await seedStudents(ctx, classId, 40, 'Right');
    const key = await openSelfAssessment(ctx, teacher, classId);
    // 40 right dates (one wins the iPad, the rest are told to wait) and 40 wrong ones at once.
    const answers = await Promise.all(
      students.flatMap((s) =>
        [s.birthDate, '01/13/1999'].map((birthDate) =>
          send(
            'POST',
            `/api/classes/${classId}/assessment-sessions`,
            { studentId: s.id, birthDate },
            { [CLASS_KEY_HEADER]: key },
          ),
        ),
      ),
    );
    expect(tally(answers)[429]).toBeUndefined();
    const wrong = answers.filter((a) => a.status === 401).length;
    expect(wrong).toBeGreaterThan(0);
    expect(await counter(birthDateAddressKey(LOOPBACK).key)).toBe(wrong);
  });
});

describe('sign-ups and sign-ins (S8) under a burst', () => {
  it('sign-ups: with 95 of 100 used, 40 in flight at once make exactly 5 accounts', async () => {
    await used(signUpKey(LOOPBACK).key, MAX_ADDRESS_SIGN_UPS - 5);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        send('POST', '/api/auth/signup', {
          email: `burst-${i}@school.test`,
          password: 'maple-syrup-42',
          firstName: 'Burst',
        }),
      ),
    );
    expect(tally(answers)).toEqual({ 201: 5, 429: 35 });
    const made = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', 'like', 'burst-%')
      .execute();
    expect(made).toHaveLength(5);
  });

  it('sign-ins: 60 wrong passwords for one account in flight at once: 10 checked, 50 refused', async () => {
    const email = teacher.user.email;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        send('POST', '/api/auth/signin', { email, password: `wrong-guess-${i}` }),
      ),
    );
    expect(tally(answers)).toEqual({ 401: MAX_ACCOUNT_FAILURES, 429: 60 - MAX_ACCOUNT_FAILURES });
  });

  it('sign-ins: with 95 of an address’s 100 used, 40 wrong passwords over 40 accounts: 5 checked', async () => {
    await used(addressKey(LOOPBACK).key, MAX_ADDRESS_FAILURES - 5);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        send('POST', '/api/auth/signin', {
          email: `sweep-${i}@school.test`,
          password: 'not-the-password',
        }),
      ),
    );
    expect(tally(answers)).toEqual({ 401: 5, 429: 35 });
    // Each account that was checked counts once; the refused ones count nothing.
    const accounts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => counter(accountKey(`sweep-${i}@school.test`).key)),
    );
    expect(accounts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(40);
  });
});

describe('per-class limits under a burst', () => {
  it(`saved classes: ${CLASS_CONFIGS_PER_CLASS_MAX + 20} saves in flight at once keep ${CLASS_CONFIGS_PER_CLASS_MAX}`, async () => {
    const classId = await createClass(ctx, teacher, 'Saves');
    await seedStudents(ctx, classId, 3, 'Saved');
    const answers = await Promise.all(
      Array.from({ length: CLASS_CONFIGS_PER_CLASS_MAX + 20 }, (_, i) =>
        send(
          'POST',
          `/api/classes/${classId}/class-configurations`,
          { name: `Set-up ${i}` },
          asTeacher(),
        ),
      ),
    );
    expect(tally(answers)).toEqual({ 201: CLASS_CONFIGS_PER_CLASS_MAX, 409: 20 });
    const rows = await ctx.db
      .selectFrom('class_configurations')
      .select('id')
      .where('class_id', '=', classId)
      .execute();
    expect(rows).toHaveLength(CLASS_CONFIGS_PER_CLASS_MAX);
  });

  it(`groups: ${GROUPS_PER_CLASS_MAX + 20} new groups in flight at once keep ${GROUPS_PER_CLASS_MAX}`, async () => {
    const classId = await createClass(ctx, teacher, 'Groups');
    const answers = await Promise.all(
      Array.from({ length: GROUPS_PER_CLASS_MAX + 20 }, (_, i) =>
        send('POST', `/api/classes/${classId}/groups`, { name: `Team ${i}` }, asTeacher()),
      ),
    );
    expect(tally(answers)).toEqual({ 201: GROUPS_PER_CLASS_MAX, 409: 20 });
    const rows = await ctx.db
      .selectFrom('groups')
      .select('id')
      .where('class_id', '=', classId)
      .execute();
    expect(rows).toHaveLength(GROUPS_PER_CLASS_MAX);
  });

  it('the noise tally: 50 increments in flight at once count once', async () => {
    const classId = await createClass(ctx, teacher, 'Loud');
    const on = await ctx.request({
      method: 'PATCH',
      url: `/api/classes/${classId}/settings`,
      as: teacher,
      payload: { volumeTallyEnabled: true },
    });
    expect(on.statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        send('POST', `/api/classes/${classId}/volume-tally/increment`, undefined, asTeacher()),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const settings = await ctx.db
      .selectFrom('class_settings')
      .select('volume_tally_count')
      .where('class_id', '=', classId)
      .executeTakeFirstOrThrow();
    expect(settings.volume_tally_count).toBe(1);
  });
});
