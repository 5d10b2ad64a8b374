import { GROUP_COLORS, type GroupDto } from '@classbeam/contracts';
import { describe, expect, it } from 'vitest';
import type { Teacher, TestContext } from './context';
import { addStudents, classVersion, createClass, displayLink, opId } from './fixtures';
import { setUpLiveServer } from './set-up';
import { connect, connected, record, sleep } from './socket-client';

/*
 * Random groups, keep-apart pairs and saved group layouts (spec sections 4 and 7,
 * docs/decisions/0042, docs/QUALITY.md R9): the draw happens on the server, every device
 * sees the same result, and loading a layout never touches a student or their history.
 */
let ctx: TestContext;
let base: string;
let teacher: Teacher;
const open = setUpLiveServer((s) => ({ ctx, base, teacher } = s));

const TEAMS = ['Dolphins', 'Cardinals', 'Frogs', 'Lions', 'Panthers', 'Tigers'];

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  as: Teacher = teacher,
) =>
  ctx.request({
    method,
    url,
    as,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const groupsOf = async (classId: number): Promise<GroupDto[]> =>
  (await call('GET', `/api/classes/${classId}/groups`)).json();
const draw = (classId: number, payload: unknown = {}) =>
  call('POST', `/api/classes/${classId}/groups/random`, payload);
const versionOf = (classId: number) => classVersion(ctx, classId);

async function setStatus(studentId: number, attendanceStatus: 'absent' | 'late' | 'present') {
  const res = await call('PATCH', `/api/students/${studentId}`, { attendanceStatus });
  expect(res.statusCode).toBe(200);
}

async function classOf(names: string[]) {
  const classId = await createClass(ctx, teacher, 'Draw');
  const ids = await addStudents(ctx, teacher, classId, names);
  return { classId, ids };
}

const names = (n: number, prefix = 'S') =>
  Array.from({ length: n }, (_, i) => `${prefix}${String(i + 1).padStart(2, '0')}`);

async function joined(classId: number) {
  const s = connect(base, { cookie: teacher.cookie });
  open.push(s);
  await connected(s);
  const ack = await s.emitWithAck('class:join', { classId });
  if (!ack.ok) throw new Error(ack.error.message);
  return { socket: s, snapshot: ack.data };
}

async function displayOf(classId: number) {
  const link = await displayLink(ctx, teacher, classId);
  const s = connect(base, { auth: { displayToken: link.token } });
  open.push(s);
  await connected(s);
  return { socket: s, token: link.token };
}

/** Checks what every deal must be, and answers the member ids per group. */
function checkDeal(groups: GroupDto[], available: number[], count: number): number[][] {
  const k = Math.min(count, available.length);
  expect(groups.map((g) => g.name)).toEqual(TEAMS.slice(0, k));
  expect(groups.map((g) => g.color)).toEqual(GROUP_COLORS.slice(0, k));
  const sizes = groups.map((g) => g.members.length);
  expect(Math.min(...sizes), `sizes ${sizes}`).toBeGreaterThanOrEqual(1);
  expect(Math.max(...sizes) - Math.min(...sizes), `sizes ${sizes}`).toBeLessThanOrEqual(1);
  const dealt = groups.flatMap((g) => g.members.map((m) => m.id));
  expect([...dealt].sort((x, y) => x - y)).toEqual([...available].sort((x, y) => x - y));
  return groups.map((g) => g.members.map((m) => m.id));
}

describe('random groups', () => {
  it('deals every student who is here, late ones too, into even groups named and coloured in order, replacing the groups there were', async () => {
    const { classId, ids } = await classOf(names(11));
    const [gone1, gone2, late] = ids as [number, number, number];
    const old = (await call('POST', `/api/classes/${classId}/groups`, { name: 'Owls' })).json().id;
    await call('POST', `/api/groups/${old}/students/${gone1}`);
    await setStatus(gone1, 'absent');
    await setStatus(gone2, 'absent');
    await setStatus(late, 'late');
    const available = ids.filter((id) => id !== gone1 && id !== gone2);
    const res = await draw(classId, { count: 4 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      version: await versionOf(classId),
      groups: expect.any(Array),
      unmetPairs: [],
    });
    checkDeal(body.groups, available, 4);
    expect(body.groups.map((g: GroupDto) => g.members.length).sort()).toEqual([2, 2, 2, 3]);
    // The old group is gone, and what the call answered is what the class holds now.
    expect(body.groups.some((g: GroupDto) => g.id === old || g.name === 'Owls')).toBe(false);
    expect(await groupsOf(classId)).toEqual(body.groups);
    // Another draw replaces this one.
    const again = (await draw(classId, { count: 2 })).json();
    checkDeal(again.groups, available, 2);
    expect(again.version).toBe(body.version + 1);
    expect(await groupsOf(classId)).toEqual(again.groups);
  });

  it('sizes differ by at most one and no group is empty, for every count and roster size; fewer students than groups give one group each', async () => {
    for (const n of [1, 3, 7, 13]) {
      const { classId, ids } = await classOf(names(n));
      for (let count = 2; count <= 6; count += 1) {
        const res = await draw(classId, { count });
        expect(res.statusCode, `${n} students in ${count}`).toBe(200);
        const sizes = checkDeal(res.json().groups, ids, count).map((m) => m.length);
        if (n === 7 && count === 6) expect(sizes.sort()).toEqual([1, 1, 1, 1, 1, 2]);
        if (n < count) expect(sizes).toEqual(Array(n).fill(1));
      }
    }
  });

  it('draws 3 groups by default, and refuses a count outside 2-6 without touching the groups', async () => {
    const { classId, ids } = await classOf(names(6));
    const first = await draw(classId, {});
    expect(first.statusCode).toBe(200);
    checkDeal(first.json().groups, ids, 3);
    const version = await versionOf(classId);
    for (const payload of [
      { count: 1 },
      { count: 7 },
      { count: 0 },
      { count: 2.5 },
      { count: '3' },
      { count: 3, seed: 1 },
    ]) {
      const res = await draw(classId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('invalid_payload');
    }
    expect(await groupsOf(classId)).toEqual(first.json().groups);
    expect(await versionOf(classId)).toBe(version);
  });

  it('answers 409 when nobody is here to deal, and keeps the groups there were', async () => {
    const empty = await createClass(ctx, teacher, 'Empty');
    const none = await draw(empty, { count: 2 });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({
      code: 'conflict',
      message: 'Random groups need at least one student who is here.',
    });
    const { classId, ids } = await classOf(['Ada', 'Ben']);
    const kept = (await call('POST', `/api/classes/${classId}/groups`, { name: 'Owls' })).json().id;
    await call('POST', `/api/groups/${kept}/students/${ids[0]}`);
    for (const id of ids) await setStatus(id, 'absent');
    const before = await groupsOf(classId);
    const version = await versionOf(classId);
    const res = await draw(classId, { count: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Random groups need at least one student who is here.');
    expect(await groupsOf(classId)).toEqual(before);
    expect(before.map((g) => g.name)).toEqual(['Owls']);
    expect(await versionOf(classId)).toBe(version);
  });

  it('every device, the display too, gets the draw once; the display only names, colours and members', async () => {
    const { classId, ids } = await classOf(names(5));
    await setStatus(ids[4] as number, 'absent');
    const phone = await joined(classId);
    const tablet = await joined(classId);
    const display = await displayOf(classId);
    const heard = [phone, tablet].map((d) => record(d.socket, 'groups:changed'));
    const onDisplay = record(display.socket, 'groups:changed');
    const res = await draw(classId, { count: 2 });
    const { version, groups } = res.json();
    expect(version).toBe(phone.snapshot.version + 1);
    await sleep(200);
    for (const seen of heard) expect(seen).toEqual([{ classId, version, groups }]);
    const publicGroups = groups.map(({ id, name, color, members }: GroupDto) => ({
      id,
      name,
      color,
      members,
    }));
    expect(onDisplay).toEqual([{ classId, version, groups: publicGroups }]);
    expect(JSON.stringify(onDisplay)).not.toContain('createdAt');
    // A device joining later, and the display's snapshot, show the same draw.
    expect((await joined(classId)).snapshot.groups).toEqual(groups);
    const page = await ctx.request({ method: 'GET', url: `/api/display/${display.token}` });
    expect(page.json().groups).toEqual(publicGroups);
    const snap = await display.socket.emitWithAck('display:snapshot', {});
    expect(snap.ok && snap.data.groups).toEqual(publicGroups);
  });

  it('a class holds at most 30 groups', async () => {
    const { classId } = await classOf(['Ada']);
    for (let i = 0; i < 30; i += 1) {
      const res = await call('POST', `/api/classes/${classId}/groups`, { name: `Team ${i + 1}` });
      expect(res.statusCode).toBe(201);
    }
    const over = await call('POST', `/api/classes/${classId}/groups`, { name: 'Team 31' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      code: 'conflict',
      message: 'A class can have at most 30 groups.',
    });
    expect(await groupsOf(classId)).toHaveLength(30);
    // A fresh draw is still possible, and makes room again.
    expect((await draw(classId, { count: 2 })).json().groups).toHaveLength(1);
    expect(
      (await call('POST', `/api/classes/${classId}/groups`, { name: 'Team 2' })).statusCode,
    ).toBe(201);
  });
});

describe('keep-apart pairs', () => {
  const url = (classId: number) => `/api/classes/${classId}/keep-apart`;

  it('stores pairs smaller id first, merges duplicates and either order, replaces on every save', async () => {
    const { classId, ids } = await classOf(['Ada', 'Ben', 'Cleo']);
    const [a, b, c] = ids as [number, number, number];
    expect((await call('GET', url(classId))).json()).toEqual({ pairs: [] });
    const saved = await call('PUT', url(classId), {
      pairs: [
        [c, a],
        [a, c],
        [b, a],
        [a, b],
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      pairs: [
        [a, b],
        [a, c],
      ],
    });
    expect((await call('GET', url(classId))).json()).toEqual(saved.json());
    expect((await call('PUT', url(classId), { pairs: [[c, b]] })).json()).toEqual({
      pairs: [[b, c]],
    });
    expect((await call('GET', url(classId))).json()).toEqual({ pairs: [[b, c]] });
    // A student deleted takes their pairs along.
    await call('DELETE', `/api/students/${c}`);
    expect((await call('GET', url(classId))).json()).toEqual({ pairs: [] });
    expect((await call('PUT', url(classId), { pairs: [] })).json()).toEqual({ pairs: [] });
  });

  it('refuses a student of another class (404) and a student paired with themselves (400), keeping the pairs', async () => {
    const { classId, ids } = await classOf(['Ada', 'Ben']);
    const [a, b] = ids as [number, number];
    const other = await createClass(ctx, teacher, 'Other');
    const [stranger] = await addStudents(ctx, teacher, other, ['Zed']);
    const someoneElse = await ctx.signUp();
    const theirClass = await createClass(ctx, someoneElse, 'Theirs');
    const [theirs] = await addStudents(ctx, someoneElse, theirClass, ['Yan']);
    await call('PUT', url(classId), { pairs: [[a, b]] });
    for (const id of [stranger, theirs, 999_999]) {
      const res = await call('PUT', url(classId), {
        pairs: [
          [a, b],
          [a, id],
        ],
      });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'Student not found.' });
    }
    for (const pairs of [[[a, a]], [[a]], [[a, b, b]], [[a, -1]], [a, b]]) {
      const res = await call('PUT', url(classId), { pairs });
      expect(res.statusCode, JSON.stringify(pairs)).toBe(400);
      expect(res.json().code).toBe('invalid_payload');
    }
    expect((await call('PUT', url(classId), { pairs: [[a, b]], extra: true })).statusCode).toBe(
      400,
    );
    expect((await call('GET', url(classId))).json()).toEqual({ pairs: [[a, b]] });
  });

  it('random groups honour every pair whenever the roster allows it: 20 draws of 10 students into 3 groups', async () => {
    const { classId, ids } = await classOf(names(10, 'K'));
    const [a, b, c, d, e] = ids as [number, number, number, number, number];
    // Three who must all be apart fill the three groups; one more pair beside them.
    const pairs: [number, number][] = [
      [a, b],
      [a, c],
      [b, c],
      [d, e],
    ];
    await call('PUT', url(classId), { pairs });
    let together = 0;
    for (let i = 0; i < 20; i += 1) {
      const res = (await draw(classId, { count: 3 })).json();
      expect(res.unmetPairs).toEqual([]);
      const members = checkDeal(res.groups, ids, 3);
      const groupOf = (id: number) => members.findIndex((m) => m.includes(id));
      for (const [x, y] of pairs) if (groupOf(x) === groupOf(y)) together += 1;
    }
    expect(together).toBe(0);
  });

  it('names the pairs it could not honour: three students all apart into two groups', async () => {
    const { classId, ids } = await classOf(['Ada', 'Ben', 'Cleo', 'Dan']);
    const [a, b, c, d] = ids as [number, number, number, number];
    await setStatus(d, 'absent');
    const pairs: [number, number][] = [
      [a, b],
      [a, c],
      [b, c],
      [a, d],
    ];
    await call('PUT', url(classId), { pairs });
    for (let i = 0; i < 5; i += 1) {
      const res = (await draw(classId, { count: 2 })).json();
      const members = checkDeal(res.groups, [a, b, c], 2);
      const groupOf = (id: number) => members.findIndex((m) => m.includes(id));
      // Exactly the pairs that share a group are reported; the absent student's pair is not.
      const sharing = pairs.filter(([x, y]) => groupOf(x) !== -1 && groupOf(x) === groupOf(y));
      expect(sharing.length).toBeGreaterThan(0);
      expect(sharing).toHaveLength(1);
      expect([...res.unmetPairs].sort()).toEqual([...sharing].sort());
    }
  });
});

describe('group configurations', () => {
  const listUrl = (classId: number) => `/api/classes/${classId}/group-configurations`;

  it('saves, lists newest first, updates and deletes layouts; names are trimmed and required', async () => {
    const { classId, ids } = await classOf(['Ada', 'Ben']);
    const [a, b] = ids as [number, number];
    const groupData = [
      { name: 'Owls', color: '#EF4444', members: [{ id: a, name: 'Ada' }] },
      { name: 'Foxes', members: [{ id: b, name: 'Ben' }] },
    ];
    const created = await call('POST', listUrl(classId), {
      name: '  Monday seats ',
      description: 'Reading pairs',
      groupData,
    });
    expect(created.statusCode).toBe(201);
    const first = created.json();
    expect(first).toEqual({
      id: expect.any(Number),
      classId,
      name: 'Monday seats',
      description: 'Reading pairs',
      groupData: [groupData[0], { ...groupData[1], color: '#3B82F6' }],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const second = (await call('POST', listUrl(classId), { name: 'Empty', groupData: [] })).json();
    expect(second).toMatchObject({ name: 'Empty', description: '', groupData: [] });
    expect((await call('GET', listUrl(classId))).json().map((c: { id: number }) => c.id)).toEqual([
      second.id,
      first.id,
    ]);
    for (const name of ['', '   ']) {
      const res = await call('POST', listUrl(classId), { name, groupData });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'invalid_payload', message: 'Name is required' });
    }
    for (const bad of [
      { groupData },
      { name: 'X' },
      { name: 'X', groupData: [{ name: '  ', members: [] }] },
      { name: 'X', groupData: [{ name: 'Owls', color: 'red', members: [] }] },
      {
        name: 'X',
        groupData: Array.from({ length: 31 }, (_, i) => ({ name: `G${i}`, members: [] })),
      },
      { name: 'X', groupData, extra: 1 },
    ]) {
      const res = await call('POST', listUrl(classId), bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    const updated = await call('PUT', `/api/group-configurations/${first.id}`, {
      name: 'Tuesday seats',
      groupData: [{ name: 'Owls', members: [] }],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: first.id,
      name: 'Tuesday seats',
      description: '',
      groupData: [{ name: 'Owls', color: '#3B82F6', members: [] }],
      createdAt: first.createdAt,
    });
    expect(Date.parse(updated.json().updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(first.updatedAt),
    );
    expect(
      (await call('PUT', `/api/group-configurations/${first.id}`, { name: ' ', groupData: [] }))
        .statusCode,
    ).toBe(400);
    expect((await call('DELETE', `/api/group-configurations/${first.id}`)).statusCode).toBe(204);
    expect(
      (await call('GET', listUrl(classId))).json().map((c: { name: string }) => c.name),
    ).toEqual(['Empty']);
    for (const [method, suffix] of [
      ['PUT', ''],
      ['DELETE', ''],
      ['POST', '/load'],
    ] as const) {
      const res = await call(
        method,
        `/api/group-configurations/${first.id}${suffix}`,
        method === 'PUT' ? { name: 'Back', groupData: [] } : undefined,
      );
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'Group layout not found.' });
    }
  });

  it('loading replaces the groups and re-adds only members who are still in the class and here; no student or history is lost (R9)', async () => {
    const { classId, ids } = await classOf(['Ada', 'Ben', 'Cleo', 'Dan', 'Eve']);
    const [ada, ben, cleo, dan, eve] = ids as [number, number, number, number, number];
    const sibling = await createClass(ctx, teacher, 'Sibling');
    const [sib] = await addStudents(ctx, teacher, sibling, ['Sib']);
    const someoneElse = await ctx.signUp();
    const theirClass = await createClass(ctx, someoneElse, 'Theirs');
    const [theirs] = await addStudents(ctx, someoneElse, theirClass, ['Yan']);
    // Saved by an older version, which took members as sent: another class's student, another
    // teacher's and an id that never was (saving now refuses them; loading must still cope).
    const saved = await ctx.db
      .insertInto('group_configurations')
      .values({
        class_id: classId,
        name: 'Friday',
        description: '',
        group_data: JSON.stringify([
          {
            name: 'Owls',
            color: '#10B981',
            members: [
              { id: ada, name: 'Ada' },
              { id: ben, name: 'Ben' },
              { id: eve, name: 'Eve' },
              { id: sib, name: 'Sib' },
              { id: theirs, name: 'Yan' },
            ],
          },
          {
            name: 'Foxes',
            color: '#F59E0B',
            members: [
              { id: cleo, name: 'Cleo (old name)' },
              { id: ada, name: 'Ada' },
              { id: 999_999, name: 'Nobody' },
            ],
          },
          { name: 'Empty', color: '#8B5CF6', members: [] },
        ]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Since the save: Ben is absent today, Eve left the class, Cleo was renamed.
    await setStatus(ben, 'absent');
    await call('DELETE', `/api/students/${eve}`);
    await call('PATCH', `/api/students/${cleo}`, { name: 'Cleo' });
    // The class has groups now, with points earned in them.
    const now = (await call('POST', `/api/classes/${classId}/groups`, { name: 'Current' })).json();
    await call('POST', `/api/groups/${now.id}/students/${dan}`);
    await call('POST', `/api/groups/${now.id}/adjust-points`, { pointChange: 2 });
    await call('POST', '/api/ops', {
      classId,
      ops: [{ opId: opId(), kind: 'points', studentId: ada, delta: 1 }],
    });
    const counts = async () => ({
      students: (await ctx.db.selectFrom('students').select('id').execute()).length,
      logs: await ctx.db
        .selectFrom('behavior_logs')
        .select(['student_id', 'point_change', 'group_id'])
        .orderBy('id')
        .execute(),
      points: await ctx.db.selectFrom('students').select(['id', 'points']).orderBy('id').execute(),
    });
    const before = await counts();
    const version = await versionOf(classId);

    const res = await call('POST', `/api/group-configurations/${saved.id}/load`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ version: version + 1, groups: expect.any(Array) });
    expect(body.groups.map((g: GroupDto) => [g.name, g.color, g.members])).toEqual([
      ['Owls', '#10B981', [{ id: ada, name: 'Ada' }]],
      ['Foxes', '#F59E0B', [{ id: cleo, name: 'Cleo' }]],
      ['Empty', '#8B5CF6', []],
    ]);
    expect(await groupsOf(classId)).toEqual(body.groups);
    // Nobody else's student was pulled in.
    expect(await groupsOf(sibling)).toEqual([]);
    const theirGroups = await ctx.db
      .selectFrom('group_members')
      .select('student_id')
      .where('student_id', 'in', [sib as number, theirs as number])
      .execute();
    expect(theirGroups).toEqual([]);
    // R9: no student, no point and no history lost; the old group's log rows keep their tag.
    const after = await counts();
    expect(after).toEqual(before);
    expect(after.logs.filter((l) => l.group_id === now.id)).toHaveLength(1);
    // Loading again gives the same layout, as new groups.
    const again = (await call('POST', `/api/group-configurations/${saved.id}/load`)).json();
    expect(again.groups.map((g: GroupDto) => g.name)).toEqual(['Owls', 'Foxes', 'Empty']);
    expect(
      again.groups.some((g: GroupDto) => body.groups.some((o: GroupDto) => o.id === g.id)),
    ).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('a deleted student leaves no trace in saved layouts (P4); the other members keep their order', async () => {
    const { classId, ids } = await classOf(['Ada', 'Ben', 'Cy']);
    const [a, b, c] = ids as [number, number, number];
    const saved = await call('POST', listUrl(classId), {
      name: 'Seats',
      groupData: [
        {
          name: 'Owls',
          members: [
            { id: a, name: 'Ada' },
            { id: b, name: 'Ben' },
            { id: c, name: 'Cy' },
          ],
        },
        { name: 'Foxes', members: [{ id: b, name: 'Ben' }] },
      ],
    });
    expect(saved.statusCode).toBe(201);
    expect((await call('DELETE', `/api/students/${b}`)).statusCode).toBe(204);
    const [layout] = (await call('GET', listUrl(classId))).json();
    expect(layout.groupData).toEqual([
      {
        name: 'Owls',
        color: '#3B82F6',
        members: [
          { id: a, name: 'Ada' },
          { id: c, name: 'Cy' },
        ],
      },
      { name: 'Foxes', color: '#3B82F6', members: [] },
    ]);
    const stored = await ctx.db
      .selectFrom('group_configurations')
      .select('group_data')
      .where('class_id', '=', classId)
      .execute();
    expect(JSON.stringify(stored)).not.toContain('Ben');
  });

  it('a layout stored with a colour no longer offered keeps its groups, in the default colour', async () => {
    const { classId, ids } = await classOf(['Ada']);
    await ctx.db
      .insertInto('group_configurations')
      .values({
        class_id: classId,
        name: 'Old',
        group_data: JSON.stringify([
          { name: 'Night', color: '#000000', members: [{ id: ids[0], name: 'Ada' }] },
          { name: 'Broken', members: 'nobody' },
          { name: 'Day', color: '#10b981', members: [] },
        ]),
      })
      .execute();
    const [layout] = (await call('GET', listUrl(classId))).json();
    expect(layout.groupData).toEqual([
      { name: 'Night', color: '#3B82F6', members: [{ id: ids[0], name: 'Ada' }] },
      { name: 'Day', color: '#10B981', members: [] },
    ]);
  });

  it("another teacher's layout answers like a missing one and cannot be loaded into anything", async () => {
    const { classId, ids } = await classOf(['Ada']);
    const saved = (
      await call('POST', `/api/classes/${classId}/group-configurations`, {
        name: 'Mine',
        groupData: [{ name: 'Owls', members: [{ id: ids[0], name: 'Ada' }] }],
      })
    ).json();
    const existing = (
      await call('POST', `/api/classes/${classId}/groups`, { name: 'Kept' })
    ).json();
    const intruder = await ctx.signUp();
    await createClass(ctx, intruder, 'Theirs');
    const missing = await call(
      'POST',
      '/api/group-configurations/999999/load',
      undefined,
      intruder,
    );
    for (const [method, suffix] of [
      ['POST', '/load'],
      ['PUT', ''],
      ['DELETE', ''],
    ] as const) {
      const res = await call(
        method,
        `/api/group-configurations/${saved.id}${suffix}`,
        method === 'PUT' ? { name: 'Stolen', groupData: [] } : undefined,
        intruder,
      );
      expect(res.statusCode, method).toBe(404);
      expect(res.body).toBe(missing.body);
    }
    expect(
      (await call('GET', `/api/classes/${classId}/group-configurations`, undefined, intruder))
        .statusCode,
    ).toBe(404);
    expect((await groupsOf(classId)).map((g) => g.id)).toEqual([existing.id]);
    const list = (await call('GET', `/api/classes/${classId}/group-configurations`)).json();
    expect(list).toEqual([expect.objectContaining({ id: saved.id, name: 'Mine' })]);
  });

  it('a load reaches every device once; the display gets names, colours and members only', async () => {
    const { classId, ids } = await classOf(['Ada', 'Ben']);
    const saved = (
      await call('POST', `/api/classes/${classId}/group-configurations`, {
        name: 'Pairs',
        groupData: [
          { name: 'Owls', members: [{ id: ids[0], name: 'Ada' }] },
          { name: 'Foxes', color: '#EC4899', members: [{ id: ids[1], name: 'Ben' }] },
        ],
      })
    ).json();
    const phone = await joined(classId);
    const display = await displayOf(classId);
    const onPhone = record(phone.socket, 'groups:changed');
    const onDisplay = record(display.socket, 'groups:changed');
    const { version, groups } = (
      await call('POST', `/api/group-configurations/${saved.id}/load`)
    ).json();
    expect(version).toBe(phone.snapshot.version + 1);
    await sleep(200);
    expect(onPhone).toEqual([{ classId, version, groups }]);
    expect(onDisplay).toEqual([
      {
        classId,
        version,
        groups: [
          {
            id: groups[0].id,
            name: 'Owls',
            color: '#3B82F6',
            members: [{ id: ids[0], name: 'Ada' }],
          },
          {
            id: groups[1].id,
            name: 'Foxes',
            color: '#EC4899',
            members: [{ id: ids[1], name: 'Ben' }],
          },
        ],
      },
    ]);
    expect(JSON.stringify(onDisplay)).not.toContain('createdAt');
  });
});
