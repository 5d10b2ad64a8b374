import { DEFAULT_SKILLS, type SkillDto } from '@classbeam/contracts';
import { describe, expect, it } from 'vitest';
import { localDate } from '../src/modules/operations/operations.service';
import type { Teacher, TestContext } from './context';
import { addStudents, createClass, deleteForGood, displayLink, opId, pointsOf } from './fixtures';
import { setUpLiveServer } from './set-up';
import { connect, connected, record, sleep } from './socket-client';

/*
 * Skills and the lasting history (docs/decisions/0153, 0154): a class's skills, awards that
 * name them on every device, timelines, and removal from the history applied once everywhere.
 */
let ctx: TestContext;
let base: string;
let teacher: Teacher;
let other: Teacher;
const open = setUpLiveServer((s) => ({ ctx, base, teacher, other } = s), { teachers: 2 });

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  as: Teacher = teacher,
) => ctx.request({ method, url, as, ...(payload ? { payload } : {}) });

async function until<T>(read: () => T | undefined | Promise<T | undefined>, ms = 3000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(10);
  }
}

async function phoneOf(classId: number) {
  const s = connect(base, { cookie: teacher.cookie });
  open.push(s);
  await connected(s);
  const ack = await s.emitWithAck('class:join', { classId });
  if (!ack.ok) throw new Error(ack.error.message);
  return { socket: s, snapshot: ack.data };
}

async function boardOf(classId: number) {
  const link = await displayLink(ctx, teacher, classId);
  const s = connect(base, { auth: { displayToken: link.token } });
  open.push(s);
  await connected(s);
  const ack = await s.emitWithAck('display:snapshot', {});
  if (!ack.ok) throw new Error(ack.error.message);
  return { socket: s, snapshot: ack.data };
}

const skillsOf = async (classId: number): Promise<SkillDto[]> =>
  (await call('GET', `/api/classes/${classId}/skills`)).json();
const named = (skills: SkillDto[], name: string) => {
  const skill = skills.find((s) => s.name === name);
  if (!skill) throw new Error(`no skill ${name}`);
  return skill;
};

describe('skills', () => {
  it('a new class starts with the default skills in order; the teacher adds, edits, orders and archives them, and every device hears the whole list', async () => {
    const classId = await createClass(ctx, teacher, 'Skills');
    const skills = await skillsOf(classId);
    expect(
      skills.map(({ name, icon, weight, archived }) => ({ name, icon, weight, archived })),
    ).toEqual(DEFAULT_SKILLS.map((d) => ({ ...d, archived: false })));
    const phone = await phoneOf(classId);
    expect(phone.snapshot.skills).toEqual(skills);
    const board = await boardOf(classId);
    expect(board.snapshot.skills).toEqual(skills);
    const heardByPhone = record(phone.socket, 'skills:changed');
    const heardByBoard = record(board.socket, 'skills:changed');

    const added = await call('POST', `/api/classes/${classId}/skills`, {
      name: '  Kindness ',
      icon: 'star',
      weight: 3,
    });
    expect(added.statusCode).toBe(201);
    const afterAdd: SkillDto[] = added.json();
    expect(afterAdd.at(-1)).toMatchObject({ name: 'Kindness', icon: 'star', weight: 3 });
    const kindness = named(afterAdd, 'Kindness');

    const edited = await call('PATCH', `/api/classes/${classId}/skills/${kindness.id}`, {
      name: 'Being kind',
      weight: 2,
    });
    expect(named(edited.json(), 'Being kind')).toMatchObject({ id: kindness.id, weight: 2 });

    const reversed = [...afterAdd].reverse().map((s) => s.id);
    const ordered = await call('PUT', `/api/classes/${classId}/skills/order`, { ids: reversed });
    expect((ordered.json() as SkillDto[]).map((s) => s.id)).toEqual(reversed);

    const archived = await call('PATCH', `/api/classes/${classId}/skills/${kindness.id}`, {
      archived: true,
    });
    expect(named(archived.json(), 'Being kind').archived).toBe(true);

    await until(() => (heardByBoard.length === 4 ? true : undefined));
    expect(heardByPhone).toEqual(heardByBoard);
    expect(heardByBoard.at(-1)).toEqual({ classId, skills: archived.json() });
  });

  it('refuses bad skills with a 4xx that says why, and changes nothing', async () => {
    const classId = await createClass(ctx, teacher, 'Bad skills');
    const before = await skillsOf(classId);
    const first = before[0] as SkillDto;
    const cases: [method: 'POST' | 'PATCH' | 'PUT', url: string, body: object, status: number][] = [
      [
        'POST',
        `/api/classes/${classId}/skills`,
        { name: 'Too much', icon: 'star', weight: 6 },
        400,
      ],
      [
        'POST',
        `/api/classes/${classId}/skills`,
        { name: 'Too little', icon: 'star', weight: -6 },
        400,
      ],
      ['POST', `/api/classes/${classId}/skills`, { name: ' ', icon: 'star', weight: 1 }, 400],
      [
        'POST',
        `/api/classes/${classId}/skills`,
        { name: 'x'.repeat(41), icon: 'star', weight: 1 },
        400,
      ],
      [
        'POST',
        `/api/classes/${classId}/skills`,
        { name: 'Odd', icon: 'https://x.test/a.png', weight: 1 },
        400,
      ],
      ['POST', `/api/classes/${classId}/skills`, { name: 'Half', icon: 'star', weight: 1.5 }, 400],
      ['PATCH', `/api/classes/${classId}/skills/${first.id}`, {}, 400],
      ['PATCH', `/api/classes/${classId}/skills/999999`, { weight: 2 }, 404],
      ['PATCH', `/api/classes/${classId}/skills/abc`, { weight: 2 }, 404],
      ['PUT', `/api/classes/${classId}/skills/order`, { ids: [first.id] }, 409],
      ['PUT', `/api/classes/${classId}/skills/order`, { ids: [first.id, first.id] }, 400],
    ];
    for (const [method, url, body, status] of cases) {
      const res = await call(method, url, body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(status);
      expect(res.json().code).toMatch(/^[a-z_]+$/);
      expect(res.json().message.length).toBeGreaterThan(5);
    }
    expect(
      (
        await call('POST', `/api/classes/${classId}/skills`, {
          name: 'Too much',
          icon: 'star',
          weight: 6,
        })
      ).json().message,
    ).toBe('Points are -5 to +5');
    expect(await skillsOf(classId)).toEqual(before);
  });

  it("copies another class's skills: those it lacks by name are added at the end, its own are kept as they are", async () => {
    const from = await createClass(ctx, teacher, 'From');
    const to = await createClass(ctx, teacher, 'To');
    await call('POST', `/api/classes/${from}/skills`, {
      name: 'Lab safety',
      icon: 'warning',
      weight: -2,
    });
    const onTask = named(await skillsOf(to), 'On task');
    await call('PATCH', `/api/classes/${to}/skills/${onTask.id}`, { weight: 4 });
    const copied = await call('POST', `/api/classes/${to}/skills/copy`, { fromClassId: from });
    expect(copied.statusCode).toBe(200);
    const skills: SkillDto[] = copied.json();
    expect(skills.map((s) => s.name)).toEqual([...DEFAULT_SKILLS.map((d) => d.name), 'Lab safety']);
    expect(named(skills, 'On task').weight).toBe(4);
    expect(named(skills, 'Lab safety')).toMatchObject({ weight: -2, icon: 'warning', classId: to });
    // Again: nothing new to add.
    const again = await call('POST', `/api/classes/${to}/skills/copy`, { fromClassId: from });
    expect(again.json()).toEqual(skills);
    // Another teacher's class is not a source.
    const theirs = await createClass(ctx, other, 'Theirs');
    const refused = await call('POST', `/api/classes/${to}/skills/copy`, { fromClassId: theirs });
    expect(refused.statusCode).toBe(404);
  });
});

describe('awards with skills', () => {
  it('a student, a group and the whole class get points for a skill: the log keeps skill, target and operation, and the board hears each award with its skill', async () => {
    const classId = await createClass(ctx, teacher, 'Awards');
    const [ada, ben, cleo] = await addStudents(ctx, teacher, classId, ['Ada', 'Ben', 'Cleo']);
    if (!ada || !ben || !cleo) throw new Error('students');
    const skills = await skillsOf(classId);
    const helping = named(skills, 'Helping others');
    const offTask = named(skills, 'Off task');
    const kindness = (
      await call('POST', `/api/classes/${classId}/skills`, {
        name: 'Reminder',
        icon: 'clock',
        weight: 0,
      })
    ).json() as SkillDto[];
    const reminder = named(kindness, 'Reminder');
    const group = (await call('POST', `/api/classes/${classId}/groups`, { name: 'Owls' })).json();
    await call('POST', `/api/groups/${group.id}/students/${ada}`);
    await call('POST', `/api/groups/${group.id}/students/${ben}`);
    const phone = await phoneOf(classId);
    const board = await boardOf(classId);
    const heard = record(board.socket, 'students:changed');

    const tap = {
      opId: opId(),
      kind: 'points' as const,
      studentId: ada,
      delta: 2,
      skillId: helping.id,
    };
    const team = {
      opId: opId(),
      kind: 'group-points' as const,
      groupId: group.id,
      delta: -1,
      skillId: offTask.id,
    };
    const all = { opId: opId(), kind: 'class-points' as const, delta: 1, skillId: helping.id };
    const nudge = {
      opId: opId(),
      kind: 'points' as const,
      studentId: cleo,
      delta: 0,
      skillId: reminder.id,
    };
    for (const op of [tap, team, all, nudge]) {
      const ack = await phone.socket.emitWithAck('ops:apply', { classId, ops: [op] });
      expect(ack.ok && ack.data.rejected, op.kind).toEqual([]);
    }
    expect(await pointsOf(ctx, classId)).toEqual({ [ada]: 7, [ben]: 5, [cleo]: 6 });
    await until(() => (heard.length === 4 ? true : undefined));
    expect(heard.map((e) => e.awards)).toEqual([
      [
        {
          opId: tap.opId,
          target: 'student',
          studentIds: [ada],
          groupId: null,
          skillId: helping.id,
          delta: 2,
        },
      ],
      [
        {
          opId: team.opId,
          target: 'group',
          studentIds: expect.arrayContaining([ada, ben]),
          groupId: group.id,
          skillId: offTask.id,
          delta: -1,
        },
      ],
      [
        {
          opId: all.opId,
          target: 'class',
          studentIds: expect.arrayContaining([ada, ben, cleo]),
          groupId: null,
          skillId: helping.id,
          delta: 1,
        },
      ],
      [
        {
          opId: nudge.opId,
          target: 'student',
          studentIds: [cleo],
          groupId: null,
          skillId: reminder.id,
          delta: 0,
        },
      ],
    ]);
    const logs = await ctx.db
      .selectFrom('behavior_logs')
      .select(['student_id', 'point_change', 'skill_id', 'target', 'group_id', 'op_id', 'kind'])
      .where('class_id', '=', classId)
      .orderBy('id')
      .execute();
    expect(logs).toEqual([
      {
        student_id: ada,
        point_change: 2,
        skill_id: helping.id,
        target: 'student',
        group_id: null,
        op_id: tap.opId,
        kind: 'award',
      },
      ...[ada, ben].map((id) =>
        expect.objectContaining({
          student_id: id,
          point_change: -1,
          skill_id: offTask.id,
          target: 'group',
          group_id: group.id,
          op_id: team.opId,
        }),
      ),
      ...[ada, ben, cleo].map((id) =>
        expect.objectContaining({
          student_id: id,
          point_change: 1,
          skill_id: helping.id,
          target: 'class',
          group_id: null,
          op_id: all.opId,
        }),
      ),
      {
        student_id: cleo,
        point_change: 0,
        skill_id: reminder.id,
        target: 'student',
        group_id: null,
        op_id: nudge.opId,
        kind: 'award',
      },
    ]);
  });

  it("refuses a skill that is not the class's, and a 0-point change without a skill, changing nothing", async () => {
    const classId = await createClass(ctx, teacher, 'Foreign');
    const elsewhere = await createClass(ctx, teacher, 'Elsewhere');
    const [ada] = await addStudents(ctx, teacher, classId, ['Ada']);
    if (!ada) throw new Error('students');
    const foreign = (await skillsOf(elsewhere))[0] as SkillDto;
    const phone = await phoneOf(classId);
    const op = {
      opId: opId(),
      kind: 'points' as const,
      studentId: ada,
      delta: 1,
      skillId: foreign.id,
    };
    const ack = await phone.socket.emitWithAck('ops:apply', { classId, ops: [op] });
    expect(ack).toEqual({
      ok: true,
      data: {
        version: phone.snapshot.version,
        done: [op.opId],
        rejected: [
          {
            opId: op.opId,
            code: 'not_found',
            message: 'That skill is not in this class any more.',
          },
        ],
      },
    });
    const zero = await phone.socket.emitWithAck('ops:apply', {
      classId,
      ops: [{ opId: opId(), kind: 'points', studentId: ada, delta: 0 }],
    });
    expect(zero.ok).toBe(false);
    expect(await pointsOf(ctx, classId)).toEqual({ [ada]: 5 });
    const logs = await ctx.db
      .selectFrom('behavior_logs')
      .select('id')
      .where('class_id', '=', classId)
      .execute();
    expect(logs).toEqual([]);
  });
});

describe('the lasting history', () => {
  it('removing an award from the timeline takes it off every device once; removing it again changes nothing', async () => {
    const classId = await createClass(ctx, teacher, 'Remove');
    const [ada, ben] = await addStudents(ctx, teacher, classId, ['Ada', 'Ben']);
    if (!ada || !ben) throw new Error('students');
    const helping = named(await skillsOf(classId), 'Helping others');
    const phone = await phoneOf(classId);
    const laptop = await phoneOf(classId);
    const board = await boardOf(classId);
    const all = { opId: opId(), kind: 'class-points' as const, delta: 2, skillId: helping.id };
    await phone.socket.emitWithAck('ops:apply', { classId, ops: [all] });
    expect(await pointsOf(ctx, classId)).toEqual({ [ada]: 7, [ben]: 7 });

    const today = (await call('GET', `/api/classes/${classId}/history`)).json();
    expect(today.entries).toEqual([
      expect.objectContaining({
        type: 'award',
        opId: all.opId,
        target: 'class',
        skillName: 'Helping others',
        skillIcon: 'heart',
        delta: 2,
        rows: expect.arrayContaining([
          expect.objectContaining({ studentId: ada, removedAt: null }),
        ]),
      }),
    ]);
    const adaRow = today.entries[0].rows.find((r: { studentId: number }) => r.studentId === ada);

    const boardHeard = record(board.socket, 'students:changed');
    const laptopHeard = record(laptop.socket, 'students:changed');
    const laptopHistory = record(laptop.socket, 'history:changed');
    const first = await call('DELETE', `/api/classes/${classId}/history/${adaRow.id}`);
    expect(first.statusCode).toBe(200);
    // The answer says what the board did: Ada's +2 came off today's board.
    expect(first.json()).toMatchObject({ removed: 1, board: [{ studentId: ada, change: -2 }] });
    await until(() => (boardHeard.length === 1 && laptopHistory.length === 1 ? true : undefined));
    expect(boardHeard[0]?.students).toEqual([{ id: ada, points: 5, attendanceStatus: 'present' }]);
    expect(laptopHeard).toEqual(boardHeard);
    expect(laptopHistory).toEqual([{ classId }]);

    // Again (a retry, a second device): nothing more comes off.
    const second = await call('DELETE', `/api/classes/${classId}/history/${adaRow.id}`);
    expect(second.json()).toEqual({ removed: 0, version: first.json().version, board: [] });
    // The whole award: only Ben's part is left to remove.
    const whole = await call('DELETE', `/api/classes/${classId}/awards/${all.opId}`);
    expect(whole.json()).toMatchObject({ removed: 1, board: [{ studentId: ben, change: -2 }] });
    await sleep(100);
    expect(boardHeard).toHaveLength(2);
    expect(await pointsOf(ctx, classId)).toEqual({ [ada]: 5, [ben]: 5 });
    // Its Undo can no longer take it off a second time.
    const undo = await phone.socket.emitWithAck('ops:apply', {
      classId,
      ops: [{ opId: opId(), kind: 'undo', undoes: all.opId }],
    });
    expect(undo.ok && undo.data.rejected.map((r) => r.code)).toEqual(['cannot_undo']);
    expect(await pointsOf(ctx, classId)).toEqual({ [ada]: 5, [ben]: 5 });
    const after = (await call('GET', `/api/classes/${classId}/history`)).json();
    expect(
      after.entries[0].rows.every((r: { removedAt: string | null }) => r.removedAt !== null),
    ).toBe(true);
    // Unknown, malformed or another class's entries are not found.
    for (const url of [
      `/api/classes/${classId}/history/999999999`,
      `/api/classes/${classId}/history/abc`,
      `/api/classes/${classId}/awards/x`,
      `/api/classes/${classId}/awards/never-applied-0001`,
    ]) {
      const res = await call('DELETE', url);
      expect(res.statusCode, url).toBe(404);
    }
  });

  it("Undo of an award is a removal from the history; Start Class keeps last Tuesday's points, and removing one of them leaves today's board alone", async () => {
    const classId = await createClass(ctx, teacher, 'Tuesday');
    const [ada] = await addStudents(ctx, teacher, classId, ['Ada']);
    if (!ada) throw new Error('students');
    const skills = await skillsOf(classId);
    const phone = await phoneOf(classId);
    const tap = {
      opId: opId(),
      kind: 'points' as const,
      studentId: ada,
      delta: 1,
      skillId: named(skills, 'On task').id,
    };
    await phone.socket.emitWithAck('ops:apply', { classId, ops: [tap] });
    const undo = await phone.socket.emitWithAck('ops:apply', {
      classId,
      ops: [{ opId: opId(), kind: 'undo', undoes: tap.opId }],
    });
    expect(undo.ok && undo.data.rejected).toEqual([]);
    const undone = await ctx.db
      .selectFrom('behavior_logs')
      .select(['removed_at', 'point_change'])
      .where('op_id', '=', tap.opId)
      .execute();
    expect(undone).toEqual([{ removed_at: expect.any(Date), point_change: 1 }]);
    expect(
      await ctx.db
        .selectFrom('behavior_logs')
        .select('id')
        .where('class_id', '=', classId)
        .where('kind', '=', 'undo')
        .execute(),
    ).toEqual([]);

    // Last Tuesday: three points for Perseverance.
    const tuesday = new Date(Date.now() - 7 * 86_400_000);
    const perseverance = named(skills, 'Perseverance');
    const old = {
      opId: opId(),
      kind: 'points' as const,
      studentId: ada,
      delta: 3,
      skillId: perseverance.id,
    };
    await phone.socket.emitWithAck('ops:apply', { classId, ops: [old] });
    await ctx.db
      .updateTable('behavior_logs')
      .set({ timestamp: tuesday } as never)
      .where('op_id', '=', old.opId)
      .execute();
    expect(await pointsOf(ctx, classId)).toEqual({ [ada]: 8 });

    // Today's Start Class: the board is back at 5; Tuesday stays in the history.
    const start = await phone.socket.emitWithAck('run:command', {
      classId,
      command: { type: 'start' },
    });
    expect(start.ok).toBe(true);
    expect(await pointsOf(ctx, classId)).toEqual({ [ada]: 5 });
    const day = localDate(tuesday);
    const history = (
      await call('GET', `/api/students/${ada}/history?from=${day}&to=${day}`)
    ).json();
    expect(history.days).toEqual([
      expect.objectContaining({
        date: day,
        awards: [expect.objectContaining({ delta: 3, skillName: 'Perseverance', removedAt: null })],
        // Today's Start Class is not Tuesday's.
        classEvents: [],
      }),
    ]);
    // Ada was added today, but her history holds Tuesday: nothing lies before it.
    expect(history.firstDay).toBe(day);
    const todays = (await call('GET', `/api/classes/${classId}/history`)).json();
    expect(todays.entries.filter((e: { type: string }) => e.type === 'event')).toEqual([
      expect.objectContaining({ kind: 'start', undoneAt: null }),
    ]);

    // Removing Tuesday's award from the history: today's board is not touched.
    const removal = await call(
      'DELETE',
      `/api/classes/${classId}/history/${history.days[0].awards[0].id}`,
    );
    // Its answer says the board did not move (the toast then says nothing of the board).
    expect(removal.json()).toMatchObject({ removed: 1, board: [] });
    expect(await pointsOf(ctx, classId)).toEqual({ [ada]: 5 });
    // A point given today after Start Class does come off the board when removed.
    const now = {
      opId: opId(),
      kind: 'points' as const,
      studentId: ada,
      delta: 2,
      skillId: perseverance.id,
    };
    await phone.socket.emitWithAck('ops:apply', { classId, ops: [now] });
    expect(await pointsOf(ctx, classId)).toEqual({ [ada]: 7 });
    const today = await call('DELETE', `/api/classes/${classId}/awards/${now.opId}`);
    expect(today.json()).toMatchObject({ removed: 1, board: [{ studentId: ada, change: -2 }] });
    expect(await pointsOf(ctx, classId)).toEqual({ [ada]: 5 });
    // Today's day in her history shows the Start Class that put her board back at 5.
    const mine = (await call('GET', `/api/students/${ada}/history`)).json();
    expect(mine.days[0].classEvents).toEqual([
      expect.objectContaining({ type: 'event', kind: 'start', undoneAt: null }),
    ]);
  });

  it("a student's timeline holds the day's awards, attendance, note and goal changes and ratings; a class's today holds its resets", async () => {
    const classId = await createClass(ctx, teacher, 'Timeline');
    const [ada] = await addStudents(ctx, teacher, classId, ['Ada']);
    if (!ada) throw new Error('students');
    const teamwork = named(await skillsOf(classId), 'Teamwork');
    const phone = await phoneOf(classId);
    await phone.socket.emitWithAck('ops:apply', {
      classId,
      ops: [
        { opId: opId(), kind: 'points', studentId: ada, delta: 1, skillId: teamwork.id },
        { opId: opId(), kind: 'points', studentId: ada, delta: -1 },
        { opId: opId(), kind: 'attendance', studentId: ada, status: 'late' },
      ],
    });
    await call('PATCH', `/api/students/${ada}`, {
      notes: 'Sits by the window',
      goal: 'Read daily',
    });
    await call('POST', `/api/classes/${classId}/students/${ada}/assessments`, {
      classId,
      studentId: ada,
      understanding: 4,
      behavior: 3,
      growth: 5,
    });
    await call('POST', `/api/classes/${classId}/reset-points`);
    const today = localDate();
    const history = (await call('GET', `/api/students/${ada}/history`)).json();
    expect(history).toMatchObject({ studentId: ada, from: today, to: today, firstDay: today });
    expect(history.days).toHaveLength(1);
    const [day] = history.days;
    expect(day.date).toBe(today);
    expect(day.attendance).toBe('late');
    expect(
      day.awards.map((a: { delta: number; skillName: string | null }) => [a.delta, a.skillName]),
    ).toEqual([
      [1, 'Teamwork'],
      [-1, null],
    ]);
    expect(day.events.map((e: { kind: string; detail: string }) => [e.kind, e.detail])).toEqual([
      ['attendance', 'late'],
      ['note', 'Sits by the window'],
      ['goal', 'Read daily'],
    ]);
    expect(day.assessments).toEqual([
      expect.objectContaining({ understanding: 4, source: 'teacher' }),
    ]);
    // The class's Reset to 5 is in her day too: why the board says 5 after her +1 and -1.
    expect(day.classEvents).toEqual([
      expect.objectContaining({ type: 'event', kind: 'reset-points', undoneAt: null }),
    ]);
    const cls = (await call('GET', `/api/classes/${classId}/history?date=${today}`)).json();
    expect(cls.entries.map((e: { type: string; kind?: string }) => e.kind ?? e.type)).toEqual([
      'award',
      'award',
      'reset-points',
    ]);
    // Bad ranges are 400s that say why.
    for (const query of [
      'from=2026-13-01',
      'from=2026-11-02&to=2026-11-01',
      'from=2024-01-01&to=2026-01-01',
      'when=today',
    ]) {
      const res = await call('GET', `/api/students/${ada}/history?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('invalid_payload');
    }
    expect((await call('GET', `/api/classes/${classId}/history?date=yesterday`)).statusCode).toBe(
      400,
    );
  });

  it('deleting a student for good deletes their whole history (P4)', async () => {
    const classId = await createClass(ctx, teacher, 'P4');
    const [ada, ben] = await addStudents(ctx, teacher, classId, ['Ada', 'Ben']);
    if (!ada || !ben) throw new Error('students');
    const phone = await phoneOf(classId);
    const skill = named(await skillsOf(classId), 'On task');
    await phone.socket.emitWithAck('ops:apply', {
      classId,
      ops: [
        { opId: opId(), kind: 'class-points', delta: 1, skillId: skill.id },
        { opId: opId(), kind: 'attendance', studentId: ada, status: 'absent' },
      ],
    });
    await call('PATCH', `/api/students/${ada}`, { notes: 'private' });
    const rowsOf = async (id: number) => ({
      logs: (
        await ctx.db.selectFrom('behavior_logs').select('id').where('student_id', '=', id).execute()
      ).length,
      events: (
        await ctx.db
          .selectFrom('student_events')
          .select('id')
          .where('student_id', '=', id)
          .execute()
      ).length,
    });
    expect(await rowsOf(ada)).toEqual({ logs: 1, events: 2 });
    await deleteForGood(ctx, teacher, ada);
    expect(await rowsOf(ada)).toEqual({ logs: 0, events: 0 });
    expect(await rowsOf(ben)).toEqual({ logs: 1, events: 0 });
    expect((await call('GET', `/api/students/${ada}/history`)).statusCode).toBe(404);
  });
});
