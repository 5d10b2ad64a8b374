import { beforeAll, describe, expect, it } from 'vitest';
import type { Teacher, TestContext } from './context';
import { createClass, deleteForGood, JPEG_1PX, jpegDataUrl } from './fixtures';
import { setUpServer } from './set-up';

let ctx: TestContext;
let teacher: Teacher;
let classId: number;

setUpServer((s) => ({ ctx, teacher } = s));
beforeAll(async () => {
  classId = await createClass(ctx, teacher, 'Roster');
});

const add = (payload: object) =>
  ctx.request({
    method: 'POST',
    url: '/api/students',
    as: teacher,
    payload: { classId, ...payload },
  });
const patch = (id: number, payload: object) =>
  ctx.request({ method: 'PATCH', url: `/api/students/${id}`, as: teacher, payload });

describe('students', () => {
  it('adds a student at 5 points and present, whatever points or status the form sends', async () => {
    const res = await add({
      name: '  Maya  ',
      row: '3',
      notes: 'Front row',
      points: 0,
      attendanceStatus: 'absent',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Maya',
      points: 5,
      attendanceStatus: 'present',
      row: 3,
      notes: 'Front row',
      goal: '',
      avatarUrl: null,
      hasBirthDate: false,
    });
  });

  it("answers 'Student name is required' and bounds the row to 1..10", async () => {
    for (const name of [undefined, '', '   ']) {
      const res = await add({ name });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'invalid_payload', message: 'Student name is required' });
    }
    for (const row of [0, 11, '11', 2.5, 'x'])
      expect((await add({ name: 'R', row })).statusCode, String(row)).toBe(400);
    expect((await add({ name: 'R', row: 10 })).json().row).toBe(10);
    expect((await add({ name: 'R', row: '' })).json().row).toBeNull();
  });

  it('checks the points and status a form sends, though a new student ignores them', async () => {
    for (const extra of [
      { points: 'abc' },
      { points: 2.5 },
      { attendanceStatus: 'bogus' },
      { attendanceStatus: 1 },
    ]) {
      const res = await add({ name: 'Checked', ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().code).toBe('invalid_payload');
    }
  });

  it('stores a photo by its bytes and serves it from our origin with a long cache, not inlined in lists', async () => {
    const res = await add({ name: 'Leo', avatar: jpegDataUrl() });
    const { avatarUrl, id } = res.json();
    expect(avatarUrl).toMatch(/^\/api\/avatars\/[A-Za-z0-9_-]{22}$/);
    const image = await ctx.request({ method: 'GET', url: avatarUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(image.rawPayload.equals(JPEG_1PX)).toBe(true);
    const list = await ctx.request({
      method: 'GET',
      url: `/api/classes/${classId}/students`,
      as: teacher,
    });
    expect(list.body).not.toContain('base64');
    // A new photo gets a new key; the old URL is gone. Removing it brings the initials back.
    const replaced = (await patch(id, { avatar: jpegDataUrl() })).json().avatarUrl;
    expect(replaced).not.toBe(avatarUrl);
    expect((await ctx.request({ method: 'GET', url: avatarUrl })).statusCode).toBe(404);
    expect((await patch(id, { avatar: null })).json().avatarUrl).toBeNull();
  });

  it('refuses images whose bytes are not JPEG, PNG or WebP, whatever the label says (S11)', async () => {
    const hostile = [
      `data:image/jpeg;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')}`,
      `data:image/png;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`,
      `data:image/webp;base64,${Buffer.from('GIF89a....').toString('base64')}`,
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      'data:text/html;base64,PGh0bWw+',
      `data:image/jpeg;base64,${Buffer.alloc(300 * 1024, 0xff).toString('base64')}`,
      'https://tracker.example/avatar.png',
    ];
    for (const avatar of hostile) {
      const res = await add({ name: 'Evil', avatar });
      expect(res.statusCode, avatar.slice(0, 40)).toBe(400);
    }
    const photos = await ctx.db.selectFrom('student_photos').select('mime').execute();
    expect(photos.every((p) => ['image/jpeg', 'image/png', 'image/webp'].includes(p.mime))).toBe(
      true,
    );
  });

  it('keeps only a keyed hash of the birth date, never the date (P3)', async () => {
    const res = await add({ name: 'Ivy', birthDate: '03/14/2015' });
    expect(res.json().hasBirthDate).toBe(true);
    expect(res.body).not.toContain('2015');
    const row = await ctx.db
      .selectFrom('students')
      .select('birth_date_hash')
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row.birth_date_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const same = await add({ name: 'Ivy2', birthDate: '2015-03-14' });
    const sameRow = await ctx.db
      .selectFrom('students')
      .select('birth_date_hash')
      .where('id', '=', same.json().id)
      .executeTakeFirstOrThrow();
    expect(sameRow.birth_date_hash).toBe(row.birth_date_hash);
    expect((await add({ name: 'X', birthDate: '02/30/2015' })).statusCode).toBe(400);
    expect((await add({ name: 'X', birthDate: '3/14' })).json().message).toBe(
      'Please enter your date of birth in MM/DD/YYYY format',
    );
  });

  it('edits notes, goal, row and name; attendance and points changes are logged like taps', async () => {
    const id = (await add({ name: 'Noah' })).json().id;
    const res = await patch(id, {
      notes: 'Needs glasses',
      goal: 'Focus',
      row: 2,
      name: 'Noah B',
      attendanceStatus: 'late',
      points: 9,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      notes: 'Needs glasses',
      goal: 'Focus',
      row: 2,
      name: 'Noah B',
      attendanceStatus: 'late',
      points: 9,
    });
    const logs = await ctx.db
      .selectFrom('behavior_logs')
      .select(['point_change', 'reason'])
      .where('student_id', '=', id)
      .execute();
    expect(logs).toEqual([{ point_change: 4, reason: 'set' }]);
    const day = await ctx.db
      .selectFrom('daily_attendance')
      .select(['status'])
      .where('student_id', '=', id)
      .execute();
    expect(day).toEqual([{ status: 'late' }]);
  });

  it('deletes a student and everything under it', async () => {
    const id = (await add({ name: 'Gone', avatar: jpegDataUrl() })).json().id;
    await ctx.request({
      method: 'PATCH',
      url: `/api/students/${id}/points`,
      as: teacher,
      payload: { pointChange: 1 },
    });
    const res = await deleteForGood(ctx, teacher, id);
    expect(res.statusCode).toBe(204);
    expect(await ctx.db.selectFrom('students').select('id').where('id', '=', id).execute()).toEqual(
      [],
    );
    for (const table of ['behavior_logs', 'daily_attendance', 'student_photos'] as const) {
      const rows = await ctx.db
        .selectFrom(table)
        .select('student_id')
        .where('student_id', '=', id)
        .execute();
      expect(rows, table).toEqual([]);
    }
    expect((await patch(id, { notes: 'x' })).statusCode).toBe(404);
  });
});
