import { MESSAGES, type Operation } from '@classbeam/contracts';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Teacher, TestContext } from './context';
import { addStudents, createClass, everyDevice, opId, pointsOf } from './fixtures';
import { setUpLiveServer } from './set-up';
import { record, sleep } from './socket-client';

let ctx: TestContext;
let base: string;
let teacher: Teacher;
let other: Teacher;
const open = setUpLiveServer((s) => ({ ctx, base, teacher, other } = s), { teachers: 2 });

let classId: number;
let ann: number;
let ben: number;
let cat: number;

beforeEach(async () => {
  classId = await createClass(ctx, teacher);
  [ann, ben, cat] = (await addStudents(ctx, teacher, classId, ['Ann', 'Ben', 'Cat'])) as [
    number,
    number,
    number,
  ];
});

const post = (ops: Operation[], as: Teacher = teacher, cls = classId) =>
  ctx.request({ method: 'POST', url: '/api/ops', as, payload: { classId: cls, ops } });
const undo = (undoes: string): Operation => ({ opId: opId(), kind: 'undo', undoes });
const statusOf = async () =>
  Object.fromEntries(
    (
      await ctx.db
        .selectFrom('students')
        .select(['id', 'attendance_status'])
        .where('class_id', '=', classId)
        .execute()
    ).map((s) => [s.id, s.attendance_status]),
  );

describe('undo (Step 10: every tap can be taken back)', () => {
  it('takes back a student point, and only that point: a later one stays', async () => {
    const plus = { opId: opId(), kind: 'points', studentId: ann, delta: 2 } as const;
    await post([plus, { opId: opId(), kind: 'points', studentId: ann, delta: 1 }]);
    expect((await pointsOf(ctx, classId))[ann]).toBe(8);
    const res = await post([undo(plus.opId)]);
    expect(res.statusCode).toBe(200);
    expect(res.json().rejected).toEqual([]);
    expect((await pointsOf(ctx, classId))[ann]).toBe(6);
  });

  it('takes back All +1 from exactly the students it reached, though one is absent now', async () => {
    await post([{ opId: opId(), kind: 'attendance', studentId: cat, status: 'absent' }]);
    const all = { opId: opId(), kind: 'class-points', delta: 1 } as const;
    await post([all]);
    expect(await pointsOf(ctx, classId)).toEqual({ [ann]: 6, [ben]: 6, [cat]: 5 });
    // Ben leaves after the point: the undo still takes his point back, and never touches Cat.
    await post([{ opId: opId(), kind: 'attendance', studentId: ben, status: 'absent' }]);
    await post([undo(all.opId)]);
    expect(await pointsOf(ctx, classId)).toEqual({ [ann]: 5, [ben]: 5, [cat]: 5 });
  });

  it('brings back the totals Reset to 5 wiped, with a point given since on top', async () => {
    await post([
      { opId: opId(), kind: 'points', studentId: ann, delta: 4 },
      { opId: opId(), kind: 'points', studentId: ben, delta: -3 },
    ]);
    const reset = { opId: opId(), kind: 'reset-points' } as const;
    await post([reset]);
    expect(await pointsOf(ctx, classId)).toEqual({ [ann]: 5, [ben]: 5, [cat]: 5 });
    await post([{ opId: opId(), kind: 'points', studentId: cat, delta: 1 }]);
    await post([undo(reset.opId)]);
    expect(await pointsOf(ctx, classId)).toEqual({ [ann]: 9, [ben]: 2, [cat]: 6 });
  });

  it('puts an attendance change back, unless the student was marked again since', async () => {
    const mark = { opId: opId(), kind: 'attendance', studentId: ann, status: 'absent' } as const;
    await post([mark]);
    await post([undo(mark.opId)]);
    expect((await statusOf())[ann]).toBe('present');

    const late = { opId: opId(), kind: 'attendance', studentId: ben, status: 'late' } as const;
    await post([late, { opId: opId(), kind: 'attendance', studentId: ben, status: 'absent' }]);
    await post([undo(late.opId)]);
    expect((await statusOf())[ben]).toBe('absent');
  });

  it('undoes once: a second undo of the same change (another device) is refused, nothing moves', async () => {
    const plus = { opId: opId(), kind: 'points', studentId: ann, delta: 1 } as const;
    await post([plus]);
    await post([undo(plus.opId)]);
    const again = undo(plus.opId);
    const res = await post([again]);
    expect(res.json().rejected).toEqual([
      { opId: again.opId, code: 'cannot_undo', message: MESSAGES.cannotUndo },
    ]);
    expect((await pointsOf(ctx, classId))[ann]).toBe(5);
  });

  it('an undo sent twice (a resend) applies once', async () => {
    const plus = { opId: opId(), kind: 'points', studentId: ann, delta: 3 } as const;
    await post([plus]);
    const u = undo(plus.opId);
    await post([u]);
    const resend = await post([u]);
    expect(resend.json().rejected).toEqual([]);
    expect((await pointsOf(ctx, classId))[ann]).toBe(5);
  });

  it('refuses an unknown id, an undo of an undo, and a change older than the window', async () => {
    const unknown = undo('never-applied-01');
    const plus = { opId: opId(), kind: 'points', studentId: ann, delta: 1 } as const;
    await post([plus]);
    const first = undo(plus.opId);
    await post([first]);
    const ofUndo = undo(first.opId);
    const old = { opId: opId(), kind: 'points', studentId: ben, delta: 1 } as const;
    await post([old]);
    await sql`update applied_operations set applied_at = now() - interval '11 minutes'
              where op_id = ${old.opId}`.execute(ctx.db);
    const late = undo(old.opId);
    const res = await post([unknown, ofUndo, late]);
    expect(
      res.json().rejected.map((r: { opId: string; code: string }) => [r.opId, r.code]),
    ).toEqual([
      [unknown.opId, 'cannot_undo'],
      [ofUndo.opId, 'cannot_undo'],
      [late.opId, 'cannot_undo'],
    ]);
    // Ann's point was taken back once (by the first undo); Ben's old point stays.
    expect(await pointsOf(ctx, classId)).toEqual({ [ann]: 5, [ben]: 6, [cat]: 5 });
  });

  it("never reaches another class's change, even with its id", async () => {
    const theirClass = await createClass(ctx, other);
    const [theirs] = (await addStudents(ctx, other, theirClass, ['Dan'])) as [number];
    const plus = { opId: opId(), kind: 'points', studentId: theirs, delta: 1 } as const;
    await post([plus], other, theirClass);
    const res = await post([undo(plus.opId)]);
    expect(res.json().rejected[0].code).toBe('cannot_undo');
    expect(await pointsOf(ctx, theirClass)).toEqual({ [theirs]: 6 });
  });

  it('every device of the class hears the totals an undo puts back', async () => {
    const { phone, tablet, display } = await everyDevice(ctx, base, teacher, classId, open);
    for (const socket of [phone, tablet]) await socket.emitWithAck('class:join', { classId });
    const heard = [tablet, display].map((s) => record(s, 'students:changed'));
    const all = { opId: opId(), kind: 'class-points', delta: 1 } as const;
    const ack = await phone.emitWithAck('ops:apply', { classId, ops: [all] });
    expect(ack.ok).toBe(true);
    const undone = await phone.emitWithAck('ops:apply', { classId, ops: [undo(all.opId)] });
    expect(undone.ok && undone.data.rejected).toEqual([]);
    await sleep(300);
    for (const seen of heard) {
      const last = seen.at(-1) as { students: { id: number; points: number }[] };
      expect(Object.fromEntries(last.students.map((s) => [s.id, s.points]))).toEqual({
        [ann]: 5,
        [ben]: 5,
        [cat]: 5,
      });
    }
  });
});
