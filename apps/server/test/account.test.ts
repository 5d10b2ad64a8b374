import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cookieFrom, type Teacher, type TestContext } from './context';
import { addStudents, createClass, displayLink, jpegDataUrl, opId } from './fixtures';
import { setUpLiveServer } from './set-up';
import { connect, connected, outMoment, outWithin, record } from './socket-client';

/*
 * P4 for accounts: a teacher deletes their own account, confirming with the password, and
 * every row that belonged to it goes, in every table, while other teachers' rows stay.
 */
let ctx: TestContext;
let base: string;
setUpLiveServer((s) => ({ ctx, base } = s), { teachers: 0 });

/** Rows in every table of ours (the migrator's own bookkeeping aside). */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not like 'kysely_%'
    order by table_name`.execute(ctx.db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(name)}`.execute(
      ctx.db,
    );
    counts[name] = Number(rows[0]?.n);
  }
  return counts;
}

/** A teacher with everything a teacher can have: classes, students, photos, logs, links… */
async function teacherWithEverything(): Promise<{ teacher: Teacher; classIds: number[] }> {
  const teacher = await ctx.signUp({ password: 'maple-syrup-42' });
  const classIds = [
    await createClass(ctx, teacher, 'Math'),
    await createClass(ctx, teacher, 'Art'),
  ];
  for (const classId of classIds) {
    const [ada, ben] = await addStudents(ctx, teacher, classId, ['Ada', 'Ben']);
    if (!ada || !ben) throw new Error('students');
    await ctx.request({
      method: 'PATCH',
      url: `/api/students/${ada}`,
      as: teacher,
      payload: { avatar: jpegDataUrl(), notes: 'kind', goal: 'Focus' },
    });
    await ctx.request({
      method: 'POST',
      url: '/api/ops',
      as: teacher,
      payload: {
        classId,
        ops: [
          { opId: opId(), kind: 'points', studentId: ada, delta: 1 },
          { opId: opId(), kind: 'attendance', studentId: ben, status: 'late' },
        ],
      },
    });
    await ctx.request({
      method: 'POST',
      url: `/api/classes/${classId}/display-links`,
      as: teacher,
    });
    await ctx.request({
      method: 'POST',
      url: `/api/classes/${classId}/schedule-configurations`,
      as: teacher,
      payload: { name: 'Usual', scheduleData: [{ name: 'Reading', duration: 15 }] },
    });
    // Tables whose screens come in later steps, filled as those steps will fill them.
    await sql`
      with g as (insert into groups (class_id, name) values (${classId}, 'Dolphins') returning id)
      insert into group_members (group_id, student_id) select id, ${ada} from g`.execute(ctx.db);
    await sql`insert into student_assessments (student_id, class_id, date, understanding, behavior, growth)
      values (${ada}, ${classId}, '2026-11-24', 4, 5, 3)`.execute(ctx.db);
    await sql`insert into assessment_sessions (id, class_id, student_id)
      values (${`${ada}-${Date.now()}`}, ${classId}, ${ada})`.execute(ctx.db);
    await sql`insert into curriculum_items (class_id, title, week) values (${classId}, 'Fractions', 3)`.execute(
      ctx.db,
    );
    // The class's last Random Student pick, as pick:draw stores it.
    await sql`insert into random_picks (class_id, student_id, cycle, starts_at)
      values (${classId}, ${ben}, '[]'::jsonb, now())`.execute(ctx.db);
    for (const kind of ['class', 'group'])
      await sql`insert into ${sql.table(`${kind}_configurations`)} (class_id, name, description, ${sql.ref(`${kind === 'class' ? 'student' : 'group'}_data`)})
        values (${classId}, 'Saved', '', '[]'::jsonb)`.execute(ctx.db);
  }
  return { teacher, classIds };
}

describe('deleting an account (P4)', () => {
  it('while the class runs on a phone: the deletion and the commands never fail with a 5xx', async () => {
    for (let round = 0; round < 5; round += 1) {
      const teacher = await ctx.signUp({ password: 'maple-syrup-42' });
      const classIds = [await createClass(ctx, teacher), await createClass(ctx, teacher)];
      const students = await Promise.all(
        classIds.map(async (id) => (await addStudents(ctx, teacher, id, ['Ada']))[0] ?? 0),
      );
      const phone = connect(base, { cookie: teacher.cookie });
      await connected(phone);
      const codes: string[] = [];
      let stop = false;
      const loop = (async () => {
        for (let i = 0; !stop && phone.connected; i += 1) {
          const c = i % classIds.length;
          const ack = await phone
            .timeout(3000)
            .emitWithAck('run:command', {
              classId: classIds[c] ?? 0,
              command: { type: i % 2 ? 'reset' : 'start' },
              ops: [{ opId: opId(), kind: 'points', studentId: students[c] ?? 0, delta: 1 }],
            })
            .catch(() => null);
          if (ack && !ack.ok) codes.push(ack.error.code);
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 150));
      const res = await ctx.request({
        method: 'DELETE',
        url: '/api/auth/user',
        as: teacher,
        payload: { password: 'maple-syrup-42' },
      });
      stop = true;
      await loop;
      phone.disconnect();
      expect(res.statusCode, `round ${round}: ${res.body}`).toBe(204);
      expect(
        codes.filter((code) => code === 'internal'),
        `round ${round}`,
      ).toEqual([]);
    }
  }, 60_000);

  it('asks for the password: a wrong one deletes nothing', async () => {
    const { teacher } = await teacherWithEverything();
    const before = await rowCounts();
    const wrong = await ctx.request({
      method: 'DELETE',
      url: '/api/auth/user',
      as: teacher,
      payload: { password: 'maple-syrup-43' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      code: 'invalid_credentials',
      message: 'That password is not right.',
    });
    const missing = await ctx.request({ method: 'DELETE', url: '/api/auth/user', as: teacher });
    expect(missing.statusCode).toBe(400);
    const anonymous = await ctx.request({
      method: 'DELETE',
      url: '/api/auth/user',
      payload: { password: 'maple-syrup-42' },
    });
    expect(anonymous.statusCode).toBe(401);
    const { login_failures: _, ...after } = await rowCounts();
    const { login_failures: __, ...expected } = before;
    expect(after).toEqual(expected);
    expect(
      (await ctx.request({ method: 'GET', url: '/api/auth/user', as: teacher })).json()?.id,
    ).toBe(teacher.user.id);
  });

  it('removes every row that referenced the teacher, in every table, and puts out their devices', async () => {
    const { teacher: other } = await teacherWithEverything();
    const before = await rowCounts();
    const { teacher, classIds } = await teacherWithEverything();
    // A phone, and the classroom display through a link.
    const phone = connect(base, { cookie: teacher.cookie });
    const [classId] = classIds;
    const link = await displayLink(ctx, teacher, classId ?? 0);
    const display = connect(base, { auth: { displayToken: link.token } });
    await Promise.all([connected(phone), connected(display)]);
    const revoked = record(display, 'display:revoked');
    // The deletion checks the password first (~0.4 s): out within 1 s of its answer.
    const gone = [outMoment(phone), outMoment(display)];
    // One wrong try first, so the account has a failure counter to forget too.
    await ctx.request({
      method: 'DELETE',
      url: '/api/auth/user',
      as: teacher,
      payload: { password: 'not-it-at-all' },
    });
    const res = await ctx.request({
      method: 'DELETE',
      url: '/api/auth/user',
      as: teacher,
      payload: { password: 'maple-syrup-42' },
    });
    expect(res.statusCode).toBe(204);
    const answered = performance.now();
    const ms = await Promise.all(gone.map((moment) => outWithin(moment, answered)));
    for (const m of ms) expect(m).toBeLessThan(1000);
    expect(revoked).toEqual([{ classId }]);

    const { login_failures: failuresAfter, ...after } = await rowCounts();
    const { login_failures: _, ...expected } = before;
    expect(after).toEqual(expected);
    expect(
      await ctx.db
        .selectFrom('login_failures')
        .select('key')
        .where('key', '=', `account:${teacher.user.email}`)
        .execute(),
    ).toEqual([]);
    expect(failuresAfter).toBeGreaterThanOrEqual(0);
    // The old cookie is worth nothing, the email can be used again, the other teacher is whole.
    const me = await ctx.request({ method: 'GET', url: '/api/auth/user', as: teacher });
    expect([me.statusCode, me.json()]).toEqual([200, null]);
    expect(
      (await ctx.request({ method: 'GET', url: `/api/classes/${classId}`, as: other })).statusCode,
    ).toBe(404);
    const again = await ctx.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: teacher.user.email, password: 'maple-syrup-42', firstName: 'Again' },
    });
    expect(again.statusCode).toBe(201);
    const fresh = { user: again.json(), cookie: cookieFrom(again) };
    expect((await ctx.request({ method: 'GET', url: '/api/classes', as: fresh })).json()).toEqual(
      [],
    );
    expect(
      (await ctx.request({ method: 'GET', url: '/api/classes', as: other })).json(),
    ).toHaveLength(2);
  });
});
