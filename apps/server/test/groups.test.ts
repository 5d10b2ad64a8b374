import type { GroupDto } from '@classbeam/contracts';
import { describe, expect, it } from 'vitest';
import type { Teacher, TestContext } from './context';
import { addStudents, createClass, displayLink } from './fixtures';
import { setUpLiveServer } from './set-up';
import { connect, connected, record, sleep } from './socket-client';

/* Step 4's group calls (spec section 7): changes under the class lock, on every device at once. */
let ctx: TestContext;
let base: string;
let teacher: Teacher;
const open = setUpLiveServer((s) => ({ ctx, base, teacher } = s));

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.request({ method, url, as: teacher, ...(payload ? { payload } : {}) });
const groupsOf = async (classId: number): Promise<GroupDto[]> =>
  (await call('GET', `/api/classes/${classId}/groups`)).json();

describe('groups by hand', () => {
  it('creates, renames, recolours and deletes groups; names are trimmed and required', async () => {
    const classId = await createClass(ctx, teacher);
    const made = await call('POST', `/api/classes/${classId}/groups`, { name: '  Dolphins ' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ name: 'Dolphins', color: '#3B82F6', members: [] });
    const id = made.json().id;
    const blank = await call('POST', `/api/classes/${classId}/groups`, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ code: 'invalid_payload', message: 'Group name is required' });
    const badColour = await call('PATCH', `/api/groups/${id}`, { color: 'red' });
    expect(badColour.statusCode).toBe(400);
    // Only the spec's 10 preset colours (a black team would vanish on the dark board).
    const black = await call('PATCH', `/api/groups/${id}`, { color: '#000000' });
    expect(black.json()).toEqual({
      code: 'invalid_payload',
      message: 'Choose one of the preset colours',
    });
    expect((await call('PATCH', `/api/groups/${id}`, { color: '#ef4444' })).json().color).toBe(
      '#EF4444',
    );
    const renamed = await call('PATCH', `/api/groups/${id}`, { name: 'Sharks', color: '#EF4444' });
    expect(renamed.json()).toMatchObject({ id, name: 'Sharks', color: '#EF4444' });
    expect((await call('DELETE', `/api/groups/${id}`)).statusCode).toBe(204);
    expect(await groupsOf(classId)).toEqual([]);
    expect((await call('PATCH', `/api/groups/${id}`, { name: 'Gone' })).statusCode).toBe(404);
  });

  it('only students who are here join; a student is in one group at most, and moves', async () => {
    const classId = await createClass(ctx, teacher);
    const [ada, ben] = await addStudents(ctx, teacher, classId, ['Ada', 'Ben']);
    const other = await createClass(ctx, teacher);
    const [stranger] = await addStudents(ctx, teacher, other, ['Zed']);
    const a = (await call('POST', `/api/classes/${classId}/groups`, { name: 'Frogs' })).json().id;
    const b = (await call('POST', `/api/classes/${classId}/groups`, { name: 'Lions' })).json().id;
    expect((await call('POST', `/api/groups/${a}/students/${ada}`)).json().members).toEqual([
      { id: ada, name: 'Ada' },
    ]);
    // Moving Ada to Lions takes her out of Frogs.
    await call('POST', `/api/groups/${b}/students/${ada}`);
    const after = await groupsOf(classId);
    expect(after.map((g) => g.members.map((m) => m.name))).toEqual([[], ['Ada']]);
    // Absent students are not available; a student of another class is not found here.
    await call('PATCH', `/api/students/${ben}`, { attendanceStatus: 'absent' });
    const absent = await call('POST', `/api/groups/${a}/students/${ben}`);
    expect(absent.statusCode).toBe(409);
    expect(absent.json().message).toBe('An absent student cannot join a group.');
    expect((await call('POST', `/api/groups/${a}/students/${stranger}`)).statusCode).toBe(404);
    // A member marked absent later stays in the group.
    await call('POST', `/api/groups/${a}/students/${ada}`);
    await call('PATCH', `/api/students/${ada}`, { attendanceStatus: 'absent' });
    expect((await groupsOf(classId))[0]?.members).toEqual([{ id: ada, name: 'Ada' }]);
    expect((await call('DELETE', `/api/groups/${a}/students/${ada}`)).json().members).toEqual([]);
    expect((await call('DELETE', `/api/classes/${classId}/groups`)).statusCode).toBe(204);
    expect(await groupsOf(classId)).toEqual([]);
  });

  it('every change reaches the other devices and the display at once, one version each', async () => {
    const classId = await createClass(ctx, teacher);
    const [ada] = await addStudents(ctx, teacher, classId, ['Ada']);
    const board = connect(base, { cookie: teacher.cookie });
    const link = await displayLink(ctx, teacher, classId);
    const display = connect(base, { auth: { displayToken: link.token } });
    open.push(board, display);
    await Promise.all([connected(board), connected(display)]);
    const join = await board.emitWithAck('class:join', { classId });
    if (!join.ok) throw new Error('join');
    const onBoard = record(board, 'groups:changed');
    const onDisplay = record(display, 'groups:changed');
    const id = (await call('POST', `/api/classes/${classId}/groups`, { name: 'Tigers' })).json().id;
    await call('POST', `/api/groups/${id}/students/${ada}`);
    await sleep(200);
    expect(onBoard.map((e) => e.version)).toEqual([join.data.version + 1, join.data.version + 2]);
    expect(onBoard.at(-1)?.groups).toEqual([
      expect.objectContaining({ id, name: 'Tigers', members: [{ id: ada, name: 'Ada' }] }),
    ]);
    // The display gets the same change, with names and colours only (no timestamps).
    expect(onDisplay).toEqual(
      onBoard.map((e) => ({
        ...e,
        groups: e.groups.map(({ id, name, color, members }) => ({ id, name, color, members })),
      })),
    );
    expect(JSON.stringify(onDisplay)).not.toContain('createdAt');
  });

  it('a student deleted leaves their group; a class deleted takes its groups', async () => {
    const classId = await createClass(ctx, teacher);
    const [ada] = await addStudents(ctx, teacher, classId, ['Ada']);
    const id = (await call('POST', `/api/classes/${classId}/groups`, { name: 'Owls' })).json().id;
    await call('POST', `/api/groups/${id}/students/${ada}`);
    await call('DELETE', `/api/students/${ada}`);
    expect((await groupsOf(classId))[0]?.members).toEqual([]);
    await call('DELETE', `/api/classes/${classId}`);
    expect(
      await ctx.db.selectFrom('groups').select('id').where('class_id', '=', classId).execute(),
    ).toEqual([]);
  });
});
