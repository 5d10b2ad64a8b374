import { describe, expect, it } from 'vitest';
import type { Teacher, TestContext } from './context';
import { setUpServer } from './set-up';

let ctx: TestContext;
let teacher: Teacher;
setUpServer((s) => ({ ctx, teacher } = s));

const create = (payload: unknown, as: Teacher | null = teacher) =>
  ctx.request({ method: 'POST', url: '/api/classes', payload: payload as object, as });

describe('classes', () => {
  it('creates a class owned by the signed-in teacher, ignoring a userId sent by the client', async () => {
    const res = await create({
      name: '  Math 5B ',
      grade: '5',
      description: 'Fractions',
      dayOfWeek: '1',
      userId: 'someone-else',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Math 5B',
      grade: '5',
      description: 'Fractions',
      dayOfWeek: 1,
      scheduledDate: null,
      userId: teacher.user.id,
    });
    const settings = await ctx.db
      .selectFrom('class_settings')
      .selectAll()
      .where('class_id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(settings.class_schedule.map((s) => s.duration)).toEqual([5, 10, 10, 10, 20, 5]);
    expect(settings.timer_duration).toBe(3);
  });

  it('answers the spec message when the name is missing or blank', async () => {
    for (const payload of [{}, { name: '' }, { name: '   ' }, { name: null }]) {
      const res = await create(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'invalid_payload', message: 'Class name is required' });
    }
  });

  it("refuses creation when signed out with 'You must be logged in to create a class.'", async () => {
    const res = await create({ name: 'X' }, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'unauthorized',
      message: 'You must be logged in to create a class.',
    });
  });

  it('accepts one-time and unscheduled classes and empty optional fields', async () => {
    const once = await create({ name: 'Trip', scheduledDate: '2026-11-25', dayOfWeek: '' });
    expect(once.json()).toMatchObject({ scheduledDate: '2026-11-25', dayOfWeek: null });
    const none = await create({ name: 'Club', grade: '', description: '', scheduledDate: '' });
    expect(none.json()).toMatchObject({
      grade: null,
      description: null,
      scheduledDate: null,
      dayOfWeek: null,
    });
  });

  it.each([
    [{ name: 'X', scheduledDate: '2026-02-30' }, 'That date does not exist'],
    [{ name: 'X', scheduledDate: '25/11/2026' }, 'Use a date in the form YYYY-MM-DD'],
    [{ name: 'X', dayOfWeek: 7 }],
    [{ name: 'X', dayOfWeek: 'monday' }],
    [{ name: 'x'.repeat(101) }, 'Class name must be at most 100 characters'],
    [{ name: 'X', description: 'd'.repeat(1001) }, 'Description must be at most 1000 characters'],
  ])('refuses %j with a clear 400', async (payload, message?: string) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_payload');
    if (message) expect(res.json().message).toBe(message);
  });

  it('lists only the teacher’s own classes, oldest first', async () => {
    const other = await ctx.signUp();
    await create({ name: 'Not mine' }, other);
    const res = await ctx.request({ method: 'GET', url: '/api/classes', as: teacher });
    const names = res.json().map((c: { name: string }) => c.name);
    expect(names.slice(0, 3)).toEqual(['Math 5B', 'Trip', 'Club']);
    expect(names).not.toContain('Not mine');
  });

  it('reads, updates and deletes one class; a deleted class is gone', async () => {
    const id = (await create({ name: 'Science' })).json().id;
    const read = await ctx.request({ method: 'GET', url: `/api/classes/${id}`, as: teacher });
    expect(read.json().name).toBe('Science');
    const patched = await ctx.request({
      method: 'PATCH',
      url: `/api/classes/${id}`,
      as: teacher,
      payload: { grade: '6', dayOfWeek: 3, userId: 'x' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      name: 'Science',
      grade: '6',
      dayOfWeek: 3,
      userId: teacher.user.id,
    });
    const blank = await ctx.request({
      method: 'PATCH',
      url: `/api/classes/${id}`,
      as: teacher,
      payload: { name: ' ' },
    });
    expect(blank.json()).toEqual({ code: 'invalid_payload', message: 'Class name is required' });
    const gone = await ctx.request({ method: 'DELETE', url: `/api/classes/${id}`, as: teacher });
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe('');
    expect(
      (await ctx.request({ method: 'GET', url: `/api/classes/${id}`, as: teacher })).statusCode,
    ).toBe(404);
    const settings = await ctx.db
      .selectFrom('class_settings')
      .where('class_id', '=', id)
      .selectAll()
      .execute();
    expect(settings).toEqual([]);
  });

  it('an update changes only the fields it names: the weekday and date of a class survive a new grade', async () => {
    const weekly = (await create({ name: 'Weekly', dayOfWeek: 4 })).json();
    const once = (await create({ name: 'Once', scheduledDate: '2026-12-01' })).json();
    for (const cls of [weekly, once]) {
      const res = await ctx.request({
        method: 'PATCH',
        url: `/api/classes/${cls.id}`,
        as: teacher,
        payload: { grade: '3' },
      });
      expect(res.json()).toMatchObject({
        grade: '3',
        dayOfWeek: cls.dayOfWeek,
        scheduledDate: cls.scheduledDate,
      });
    }
    const cleared = await ctx.request({
      method: 'PATCH',
      url: `/api/classes/${weekly.id}`,
      as: teacher,
      payload: { dayOfWeek: '' },
    });
    expect(cleared.json().dayOfWeek).toBeNull();
  });

  it('answers 404 for ids that are not numbers or out of range', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '00001']) {
      const res = await ctx.request({ method: 'GET', url: `/api/classes/${id}`, as: teacher });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'Class not found.' });
    }
  });
});
