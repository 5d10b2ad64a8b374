import { CLASS_KEY_HEADER } from '@classbeam/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Teacher, TestContext } from './context';
import { createClass, displayLink, openSelfAssessment } from './fixtures';
import { setUpLiveServer } from './set-up';
import { connect, connected, record, sleep } from './socket-client';

/*
 * Who chooses the language (docs/decisions/0166): the teacher's account names one for the
 * teacher's own devices, the class names one for the devices students see (display links and
 * the iPad page). Null in both means the device's browser decides, and is where everyone starts.
 */
let ctx: TestContext;
let base: string;
let teacher: Teacher;
let other: Teacher;
const open = setUpLiveServer((s) => ({ ctx, base, teacher, other } = s), { teachers: 2 });

const account = (payload: unknown, as: Teacher | null = teacher) =>
  ctx.request({ method: 'PATCH', url: '/api/auth/user', as, payload: payload as object });
const me = async (as: Teacher) =>
  (await ctx.request({ method: 'GET', url: '/api/auth/user', as })).json();
const classLanguage = (classId: number, language: unknown, as: Teacher = teacher) =>
  ctx.request({
    method: 'PATCH',
    url: `/api/classes/${classId}/settings`,
    as,
    payload: { language } as object,
  });
const BAD = ['fr', 'EN', 'es-ES', '', 'english', 1, true, ['es'], { code: 'es' }];

describe("the teacher's language", () => {
  it('starts unset (the browser decides), is set and cleared by the teacher, and comes back with the user', async () => {
    expect((await me(teacher)).language).toBeNull();
    const set = await account({ language: 'es' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id: teacher.user.id, language: 'es' });
    expect((await me(teacher)).language).toBe('es');
    // Another teacher's account is untouched.
    expect((await me(other)).language).toBeNull();
    const cleared = await account({ language: null });
    expect(cleared.json().language).toBeNull();
    expect((await me(teacher)).language).toBeNull();
  });

  it('anything but en, es or null is a 400 with a stable code, and keeps the choice', async () => {
    await account({ language: 'en' });
    for (const bad of BAD) {
      const res = await account({ language: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code, JSON.stringify(bad)).toBe('invalid_payload');
    }
    // No language at all, or a field the route does not know, is refused too.
    expect((await account({})).statusCode).toBe(400);
    expect((await account({ language: 'es', email: 'x@example.com' })).statusCode).toBe(400);
    expect((await me(teacher)).language).toBe('en');
    // Signed out: 401, and nothing changes.
    const anonymous = await account({ language: 'es' }, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('unauthorized');
    expect((await me(teacher)).language).toBe('en');
    await expect(
      sql`update users set language = 'de' where id = ${teacher.user.id}`.execute(ctx.db),
    ).rejects.toThrow(/users_language_check/);
  });
});

describe("the class's language, for the devices students see", () => {
  it('starts unset and reaches the teacher devices, every display at once and the iPads, and a display opened later starts with it', async () => {
    const classId = await createClass(ctx, teacher);
    const teachersOwn = (await me(teacher)).language;
    const phone = connect(base, { cookie: teacher.cookie });
    open.push(phone);
    await connected(phone);
    const join = await phone.emitWithAck('class:join', { classId });
    if (!join.ok) throw new Error(join.error.message);
    expect(join.data.prefs.language).toBeNull();

    const link = await displayLink(ctx, teacher, classId);
    const display = connect(base, { auth: { displayToken: link.token } });
    open.push(display);
    await connected(display);
    const key = await openSelfAssessment(ctx, teacher, classId);
    const ipad = connect(base, { auth: { kioskClassId: classId, kioskKey: key } });
    open.push(ipad);
    await connected(ipad);
    const kioskState = () =>
      ctx.request({
        method: 'GET',
        url: `/api/self-assessment/${classId}`,
        headers: { [CLASS_KEY_HEADER]: key },
      });
    expect((await kioskState()).json().language).toBeNull();

    const onPhone = record(phone, 'settings:changed');
    const onDisplay = record(display, 'settings:changed');
    const onIpad = record(ipad, 'kiosk:changed');
    const res = await classLanguage(classId, 'es');
    expect(res.statusCode).toBe(200);
    expect(res.json().language).toBe('es');
    await sleep(100);
    expect(onPhone.at(-1)).toMatchObject({ classId, prefs: { language: 'es' } });
    expect(onDisplay.at(-1)).toMatchObject({ classId, prefs: { language: 'es' } });
    expect(onIpad).toEqual([{ classId }]);
    expect((await kioskState()).json()).toMatchObject({ state: 'open', language: 'es' });
    const served = await ctx.request({ method: 'GET', url: `/api/display/${link.token}` });
    expect(served.json().prefs.language).toBe('es');

    // A change that leaves the language as it was does not send the iPads back for their page.
    await ctx.request({
      method: 'PATCH',
      url: `/api/classes/${classId}/settings`,
      as: teacher,
      payload: { timesUpSound: false },
    });
    await sleep(100);
    expect(onIpad).toHaveLength(1);

    // Back to the browser's choice.
    expect((await classLanguage(classId, null)).json().language).toBeNull();
    await sleep(100);
    expect(onDisplay.at(-1)).toMatchObject({ prefs: { language: null } });
    expect(onIpad).toHaveLength(2);
    // The teacher's own account language is a different setting and did not move.
    expect((await me(teacher)).language).toBe(teachersOwn);
  });

  it('anything but en, es or null is a 400, only the class teacher may set it, and the table holds only those', async () => {
    const classId = await createClass(ctx, teacher);
    await classLanguage(classId, 'en');
    for (const bad of BAD) {
      const res = await classLanguage(classId, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code, JSON.stringify(bad)).toBe('invalid_payload');
    }
    expect((await classLanguage(classId, 'es', other)).statusCode).toBe(404);
    const stored = () =>
      ctx.db
        .selectFrom('class_settings')
        .select('language')
        .where('class_id', '=', classId)
        .executeTakeFirstOrThrow();
    expect((await stored()).language).toBe('en');
    await expect(
      sql`update class_settings set language = 'xx' where class_id = ${classId}`.execute(ctx.db),
    ).rejects.toThrow(/class_settings_language_check/);
  });
});
