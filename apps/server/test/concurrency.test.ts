import { describe, expect, it } from 'vitest';
import type { Teacher, TestContext } from './context';
import { addStudents, createClass, opId } from './fixtures';
import { setUpServer } from './set-up';

/*
 * Requests a teacher's devices send at the same moment never fail with a 5xx: writers of a
 * class take its row lock before any student row (no deadlocks), and a class deleted while
 * something is being added to it is a 404 for the late request, not a foreign-key 500.
 */
let ctx: TestContext;
let teacher: Teacher;

setUpServer((s) => ({ ctx, teacher } = s));

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT'; url: string; payload?: object };
const send = (call: Call) => ctx.request({ ...call, as: teacher });
const statuses = async (calls: Call[]) => {
  const answers = await Promise.all(calls.map(send));
  return answers.map((res, i) => ({ call: calls[i], status: res.statusCode, body: res.body }));
};

describe('concurrent writers', () => {
  it('roster edits, resets, taps and attendance at once: no deadlock, no 5xx', async () => {
    const classId = await createClass(ctx, teacher);
    const [ada, ben] = await addStudents(ctx, teacher, classId, ['Ada', 'Ben']);
    const failures: unknown[] = [];
    for (let round = 0; round < 5; round += 1) {
      const calls: Call[] = [];
      for (let i = 0; i < 8; i += 1) {
        calls.push({ method: 'PATCH', url: `/api/students/${ada}`, payload: { name: `Ada ${i}` } });
        calls.push({ method: 'PATCH', url: `/api/students/${ben}`, payload: { notes: `n${i}` } });
        calls.push({ method: 'POST', url: `/api/classes/${classId}/reset-points` });
        calls.push({
          method: 'PATCH',
          url: `/api/students/${ada}`,
          payload: { attendanceStatus: i % 2 ? 'late' : 'present' },
        });
        calls.push({
          method: 'POST',
          url: '/api/ops',
          payload: {
            classId,
            ops: [
              { opId: opId(), kind: 'points', studentId: ben, delta: 1 },
              { opId: opId(), kind: 'points', studentId: ada, delta: -1 },
            ],
          },
        });
        calls.push({ method: 'PATCH', url: `/api/classes/${classId}`, payload: { name: `C${i}` } });
      }
      failures.push(...(await statuses(calls)).filter((a) => a.status >= 400));
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('a class deleted while its devices add to it: every late request is a 404, never a 5xx', async () => {
    const seen = new Map<number, number>();
    for (let round = 0; round < 15; round += 1) {
      const classId = await createClass(ctx, teacher);
      const [ada] = await addStudents(ctx, teacher, classId, ['Ada']);
      const answers = await statuses([
        { method: 'POST', url: '/api/students', payload: { classId, name: 'Late' } },
        { method: 'POST', url: `/api/classes/${classId}/display-links` },
        {
          method: 'POST',
          url: `/api/classes/${classId}/schedule-configurations`,
          payload: { name: 'Usual', scheduleData: [{ name: 'Reading', duration: 10 }] },
        },
        { method: 'DELETE', url: `/api/classes/${classId}` },
        { method: 'PATCH', url: `/api/students/${ada}`, payload: { notes: 'late note' } },
        { method: 'PATCH', url: `/api/classes/${classId}`, payload: { name: 'Renamed' } },
        { method: 'PATCH', url: `/api/classes/${classId}/settings`, payload: { classNotes: 'x' } },
        {
          method: 'POST',
          url: '/api/ops',
          payload: { classId, ops: [{ opId: opId(), kind: 'points', studentId: ada, delta: 1 }] },
        },
        { method: 'DELETE', url: `/api/students/${ada}` },
      ]);
      for (const { status, call, body } of answers) {
        seen.set(status, (seen.get(status) ?? 0) + 1);
        expect(status, `${call?.method} ${call?.url} ${body}`).toBeLessThan(500);
        if (status >= 400) expect(status, `${call?.method} ${call?.url} ${body}`).toBe(404);
      }
      expect(
        await ctx.db.selectFrom('classes').select('id').where('id', '=', classId).execute(),
      ).toEqual([]);
    }
    console.log(`class deleted mid-flight: statuses ${JSON.stringify(Object.fromEntries(seen))}`);
  }, 60_000);
});
