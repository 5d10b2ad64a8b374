import { beforeAll, describe, expect, it } from 'vitest';
import { KEY_ROUTES, PUBLIC_ROUTES, type Teacher, type TestContext } from './context';
import { setUpServer } from './set-up';
import { connect, connected } from './socket-client';

let ctx: TestContext;
let a: Teacher;
let b: Teacher;
const ids = {
  classId: 0,
  studentId: 0,
  otherStudentId: 0,
  linkId: 0,
  configId: 0,
  groupId: 0,
  layoutId: 0,
  rosterId: 0,
  /** A student of A's deleted a moment ago: inside the undo window all through the tests. */
  asideId: 0,
  skillId: 0,
  /** An award of A's (Alma's "On task" point): its history row and its operation. */
  logId: '0',
  awardOpId: 'award-of-a-0001',
};
const MISSING = 999_999;

/**
 * How to call each class-scoped route on teacher A's data. Every /api route must be listed
 * here, in UNSCOPED or in PUBLIC_ROUTES: a new route fails the first test until it is.
 */
type Call = { url: string; payload?: object };
const SCOPED: Record<string, (target: typeof ids) => Call> = {
  'GET /api/classes/:id': (t) => ({ url: `/api/classes/${t.classId}` }),
  'PATCH /api/classes/:id': (t) => ({
    url: `/api/classes/${t.classId}`,
    payload: { name: 'Hijacked' },
  }),
  'DELETE /api/classes/:id': (t) => ({ url: `/api/classes/${t.classId}` }),
  'GET /api/classes/:id/students': (t) => ({ url: `/api/classes/${t.classId}/students` }),
  'POST /api/classes/:id/roster-import/preview': (t) => ({
    url: `/api/classes/${t.classId}/roster-import/preview`,
    payload: { headers: ['name', 'notes'], records: [['Intruder', 'hijacked']] },
  }),
  'POST /api/classes/:id/roster-import': (t) => ({
    url: `/api/classes/${t.classId}/roster-import`,
    payload: {
      headers: ['name', 'notes'],
      records: [['Intruder', 'hijacked']],
      planId: 'a'.repeat(64),
    },
  }),
  'GET /api/classes/:id/roster-export': (t) => ({
    url: `/api/classes/${t.classId}/roster-export?date=2026-11-21`,
  }),
  'POST /api/students': (t) => ({
    url: '/api/students',
    payload: { classId: t.classId, name: 'Intruder' },
  }),
  'PATCH /api/students/:id': (t) => ({
    url: `/api/students/${t.studentId}`,
    payload: { notes: 'hijacked', attendanceStatus: 'absent' },
  }),
  'DELETE /api/students/:id': (t) => ({ url: `/api/students/${t.studentId}` }),
  // Bringing back A's student that A just deleted is the attack.
  'POST /api/students/:id/restore': (t) => ({ url: `/api/students/${t.asideId}/restore` }),
  'PUT /api/classes/:id/birth-dates': (t) => ({
    url: `/api/classes/${t.classId}/birth-dates`,
    payload: { birthDates: [{ studentId: t.studentId, birthDate: '2016-02-03' }] },
  }),
  'PATCH /api/students/:id/points': (t) => ({
    url: `/api/students/${t.studentId}/points`,
    payload: { pointChange: 1 },
  }),
  'POST /api/ops': (t) => ({
    url: '/api/ops',
    payload: {
      classId: t.classId,
      ops: [
        { opId: `steal-${Math.random().toString(36).slice(2)}`, kind: 'class-points', delta: 5 },
      ],
    },
  }),
  'POST /api/classes/:id/adjust-all-points': (t) => ({
    url: `/api/classes/${t.classId}/adjust-all-points`,
    payload: { pointChange: 1 },
  }),
  'POST /api/classes/:id/reset-points': (t) => ({ url: `/api/classes/${t.classId}/reset-points` }),
  'POST /api/classes/:id/reset-attendance': (t) => ({
    url: `/api/classes/${t.classId}/reset-attendance`,
  }),
  'GET /api/classes/:id/display-links': (t) => ({ url: `/api/classes/${t.classId}/display-links` }),
  'POST /api/classes/:id/display-links': (t) => ({
    url: `/api/classes/${t.classId}/display-links`,
  }),
  'DELETE /api/display-links/:id': (t) => ({ url: `/api/display-links/${t.linkId}` }),
  'GET /api/classes/:id/settings': (t) => ({ url: `/api/classes/${t.classId}/settings` }),
  'PATCH /api/classes/:id/settings': (t) => ({
    url: `/api/classes/${t.classId}/settings`,
    payload: { isClassRunning: true, classNotes: 'hijacked' },
  }),
  'GET /api/classes/:id/schedule-configurations': (t) => ({
    url: `/api/classes/${t.classId}/schedule-configurations`,
  }),
  'POST /api/classes/:id/schedule-configurations': (t) => ({
    url: `/api/classes/${t.classId}/schedule-configurations`,
    payload: { name: 'Stolen', scheduleData: [{ name: 'Chaos', duration: 1 }] },
  }),
  'PUT /api/schedule-configurations/:id': (t) => ({
    url: `/api/schedule-configurations/${t.configId}`,
    payload: { name: 'Hijacked', scheduleData: [{ name: 'Chaos', duration: 1 }] },
  }),
  'DELETE /api/schedule-configurations/:id': (t) => ({
    url: `/api/schedule-configurations/${t.configId}`,
  }),
  'GET /api/classes/:id/groups': (t) => ({ url: `/api/classes/${t.classId}/groups` }),
  'POST /api/classes/:id/groups': (t) => ({
    url: `/api/classes/${t.classId}/groups`,
    payload: { name: 'Intruders' },
  }),
  'PATCH /api/groups/:id': (t) => ({
    url: `/api/groups/${t.groupId}`,
    payload: { name: 'Hijacked' },
  }),
  'DELETE /api/groups/:id': (t) => ({ url: `/api/groups/${t.groupId}` }),
  'DELETE /api/classes/:id/groups': (t) => ({ url: `/api/classes/${t.classId}/groups` }),
  'POST /api/groups/:groupId/students/:studentId': (t) => ({
    url: `/api/groups/${t.groupId}/students/${t.studentId}`,
  }),
  'DELETE /api/groups/:groupId/students/:studentId': (t) => ({
    url: `/api/groups/${t.groupId}/students/${t.studentId}`,
  }),
  'POST /api/groups/:groupId/adjust-points': (t) => ({
    url: `/api/groups/${t.groupId}/adjust-points`,
    payload: { pointChange: 5 },
  }),
  'POST /api/classes/:id/groups/random': (t) => ({
    url: `/api/classes/${t.classId}/groups/random`,
    payload: { count: 2 },
  }),
  'GET /api/classes/:id/keep-apart': (t) => ({ url: `/api/classes/${t.classId}/keep-apart` }),
  // Wiping A's pairs is the attack (a pair of missing ids would be a 400, not a 404).
  'PUT /api/classes/:id/keep-apart': (t) => ({
    url: `/api/classes/${t.classId}/keep-apart`,
    payload: { pairs: [] },
  }),
  'GET /api/classes/:id/group-configurations': (t) => ({
    url: `/api/classes/${t.classId}/group-configurations`,
  }),
  'POST /api/classes/:id/group-configurations': (t) => ({
    url: `/api/classes/${t.classId}/group-configurations`,
    payload: { name: 'Stolen', groupData: [] },
  }),
  'PUT /api/group-configurations/:id': (t) => ({
    url: `/api/group-configurations/${t.layoutId}`,
    payload: { name: 'Hijacked', groupData: [] },
  }),
  'DELETE /api/group-configurations/:id': (t) => ({
    url: `/api/group-configurations/${t.layoutId}`,
  }),
  'POST /api/group-configurations/:id/load': (t) => ({
    url: `/api/group-configurations/${t.layoutId}/load`,
  }),
  'GET /api/classes/:id/class-configurations': (t) => ({
    url: `/api/classes/${t.classId}/class-configurations`,
  }),
  'POST /api/classes/:id/class-configurations': (t) => ({
    url: `/api/classes/${t.classId}/class-configurations`,
    payload: { name: 'Stolen' },
  }),
  'PUT /api/class-configurations/:id': (t) => ({
    url: `/api/class-configurations/${t.rosterId}`,
    payload: { name: 'Hijacked' },
  }),
  'DELETE /api/class-configurations/:id': (t) => ({
    url: `/api/class-configurations/${t.rosterId}`,
  }),
  'POST /api/class-configurations/:id/load': (t) => ({
    url: `/api/class-configurations/${t.rosterId}/load`,
  }),
  'GET /api/classes/:id/hidden-students': (t) => ({
    url: `/api/classes/${t.classId}/hidden-students`,
  }),
  'POST /api/students/:id/unhide': (t) => ({ url: `/api/students/${t.studentId}/unhide` }),
  'POST /api/classes/:id/volume-tally/increment': (t) => ({
    url: `/api/classes/${t.classId}/volume-tally/increment`,
  }),
  'POST /api/classes/:id/volume-tally/reset': (t) => ({
    url: `/api/classes/${t.classId}/volume-tally/reset`,
  }),
  'POST /api/classes/:id/students/:studentId/assessments': (t) => ({
    url: `/api/classes/${t.classId}/students/${t.studentId}/assessments`,
    payload: {
      classId: t.classId,
      studentId: t.studentId,
      understanding: 1,
      behavior: 1,
      growth: 1,
    },
  }),
  'GET /api/classes/:id/assessments': (t) => ({
    url: `/api/classes/${t.classId}/assessments?date=2026-11-21`,
  }),
  'GET /api/classes/:id/assessments/latest': (t) => ({
    url: `/api/classes/${t.classId}/assessments/latest`,
  }),
  'GET /api/classes/:id/students/:studentId/assessments': (t) => ({
    url: `/api/classes/${t.classId}/students/${t.studentId}/assessments`,
  }),
  'GET /api/classes/:id/self-assessment': (t) => ({
    url: `/api/classes/${t.classId}/self-assessment`,
  }),
  'PUT /api/classes/:id/self-assessment': (t) => ({
    url: `/api/classes/${t.classId}/self-assessment`,
    payload: { open: true },
  }),
  'POST /api/classes/:id/self-assessment/key': (t) => ({
    url: `/api/classes/${t.classId}/self-assessment/key`,
  }),
  'DELETE /api/classes/:id/self-assessment-locks': (t) => ({
    url: `/api/classes/${t.classId}/self-assessment-locks`,
  }),
  'DELETE /api/classes/:id/students/:studentId/self-assessment-lock': (t) => ({
    url: `/api/classes/${t.classId}/students/${t.studentId}/self-assessment-lock`,
  }),
  // Without the class key these are the teacher's: the iPad's key is tried in its own test.
  'GET /api/classes/:id/assessment-sessions': (t) => ({
    url: `/api/classes/${t.classId}/assessment-sessions`,
  }),
  'DELETE /api/classes/:id/assessment-sessions': (t) => ({
    url: `/api/classes/${t.classId}/assessment-sessions`,
  }),
  'DELETE /api/classes/:id/assessment-sessions/:sessionId': (t) => ({
    url: `/api/classes/${t.classId}/assessment-sessions/${t.studentId}-1-${'A'.repeat(22)}`,
  }),
  'GET /api/classes/:id/skills': (t) => ({ url: `/api/classes/${t.classId}/skills` }),
  'POST /api/classes/:id/skills': (t) => ({
    url: `/api/classes/${t.classId}/skills`,
    payload: { name: 'Hijacked', icon: 'star', weight: 5 },
  }),
  'PATCH /api/classes/:id/skills/:skillId': (t) => ({
    url: `/api/classes/${t.classId}/skills/${t.skillId}`,
    payload: { weight: -5, archived: true },
  }),
  'PUT /api/classes/:id/skills/order': (t) => ({
    url: `/api/classes/${t.classId}/skills/order`,
    payload: { ids: [t.skillId] },
  }),
  'POST /api/classes/:id/skills/copy': (t) => ({
    url: `/api/classes/${t.classId}/skills/copy`,
    payload: { fromClassId: t.classId },
  }),
  'GET /api/students/:id/history': (t) => ({ url: `/api/students/${t.studentId}/history` }),
  'GET /api/classes/:id/history': (t) => ({ url: `/api/classes/${t.classId}/history` }),
  'DELETE /api/classes/:id/history/:logId': (t) => ({
    url: `/api/classes/${t.classId}/history/${t.logId}`,
  }),
  'DELETE /api/classes/:id/awards/:opId': (t) => ({
    url: `/api/classes/${t.classId}/awards/${t.awardOpId}`,
  }),
  'GET /api/classes/:id/report': (t) => ({
    url: `/api/classes/${t.classId}/report?from=2026-11-01&to=2026-11-30`,
  }),
  'GET /api/classes/:id/parent-pages': (t) => ({
    url: `/api/classes/${t.classId}/parent-pages?from=2026-11-01&to=2026-11-30`,
  }),
  'GET /api/students/:id/report': (t) => ({
    url: `/api/students/${t.studentId}/report?from=2026-11-01&to=2026-11-30`,
  }),
  'PATCH /api/classes/:id/report-settings': (t) => ({
    url: `/api/classes/${t.classId}/report-settings`,
    payload: { term: { from: '2026-01-05', to: '2026-03-27' }, everyClass: true, greenAt: 99 },
  }),
  'PUT /api/students/:id/parent-note': (t) => ({
    url: `/api/students/${t.studentId}/parent-note`,
    payload: { text: 'hijacked' },
  }),
  'GET /api/classes/:id/history-export': (t) => ({
    url: `/api/classes/${t.classId}/history-export?from=2026-11-01&to=2026-11-30`,
  }),
};

/** How to call each route the class key opens (KEY_ROUTES), on teacher A's class. */
const KEYED: Record<string, (target: typeof ids) => Call> = {
  'GET /api/self-assessment/:classId': (t) => ({ url: `/api/self-assessment/${t.classId}` }),
  'POST /api/classes/:id/assessment-sessions': (t) => ({
    url: `/api/classes/${t.classId}/assessment-sessions`,
    payload: { studentId: t.studentId, birthDate: '01/02/2015' },
  }),
  'POST /api/classes/:id/assessment-sessions/:sessionId/heartbeat': (t) => ({
    url: `/api/classes/${t.classId}/assessment-sessions/${t.studentId}-1-${'A'.repeat(22)}/heartbeat`,
  }),
  'POST /api/classes/:id/assessment-sessions/:sessionId/assessment': (t) => ({
    url: `/api/classes/${t.classId}/assessment-sessions/${t.studentId}-1-${'A'.repeat(22)}/assessment`,
    payload: { understanding: 1, behavior: 1, growth: 1 },
  }),
};
/** Routes that act on the caller's own data only. */
// Routes on the signed-in teacher's own account or list: no other teacher's id to aim at.
const UNSCOPED = new Set([
  'GET /api/classes',
  'POST /api/classes',
  'DELETE /api/auth/user',
  'PATCH /api/auth/user',
]);

async function stateOfA() {
  const cls = await ctx.db
    .selectFrom('classes')
    .select(['name', 'version'])
    .where('id', '=', ids.classId)
    .executeTakeFirst();
  const students = await ctx.db
    .selectFrom('students')
    .select([
      'id',
      'name',
      'points',
      'notes',
      'attendance_status',
      'birth_date_hash',
      'is_active',
      'deleting_until',
    ])
    .where('class_id', '=', ids.classId)
    .execute();
  const links = await ctx.db
    .selectFrom('display_links')
    .select('id')
    .where('class_id', '=', ids.classId)
    .execute();
  const settings = await ctx.db
    .selectFrom('class_settings')
    .select([
      'class_notes',
      'is_class_running',
      'run_rev',
      'class_schedule',
      'term_from',
      'term_to',
      'report_green_at',
    ])
    .where('class_id', '=', ids.classId)
    .executeTakeFirst();
  const configs = await ctx.db
    .selectFrom('schedule_configurations')
    .select(['id', 'name', 'schedule_data'])
    .where('class_id', '=', ids.classId)
    .execute();
  const groups = await ctx.db
    .selectFrom('groups')
    .leftJoin('group_members', 'group_members.group_id', 'groups.id')
    .select(['groups.id', 'groups.name', 'group_members.student_id'])
    .where('groups.class_id', '=', ids.classId)
    .execute();
  const keepApart = await ctx.db
    .selectFrom('keep_apart_pairs')
    .select(['student_a', 'student_b'])
    .where('class_id', '=', ids.classId)
    .execute();
  const layouts = await ctx.db
    .selectFrom('group_configurations')
    .select(['id', 'name', 'group_data'])
    .where('class_id', '=', ids.classId)
    .execute();
  const rosters = await ctx.db
    .selectFrom('class_configurations')
    .select(['id', 'name', 'description', 'student_data', 'updated_at'])
    .where('class_id', '=', ids.classId)
    .execute();
  const hidden = await ctx.db
    .selectFrom('students')
    .select(['id', 'is_active'])
    .where('class_id', '=', ids.classId)
    .execute();
  const logs = await ctx.db
    .selectFrom('behavior_logs')
    .select(['student_id', 'point_change', 'group_id', 'skill_id', 'removed_at'])
    .where('student_id', 'in', [ids.studentId, ids.otherStudentId])
    .execute();
  const skills = await ctx.db
    .selectFrom('skills')
    .selectAll()
    .where('class_id', '=', ids.classId)
    .orderBy('id')
    .execute();
  const selfAssessment = await ctx.db
    .selectFrom('classes')
    .innerJoin('class_settings', 'class_settings.class_id', 'classes.id')
    .select(['share_key', 'self_assessment_open_until'])
    .where('classes.id', '=', ids.classId)
    .executeTakeFirst();
  const assessments = await ctx.db
    .selectFrom('student_assessments')
    .selectAll()
    .where('class_id', '=', ids.classId)
    .execute();
  const sessions = await ctx.db
    .selectFrom('assessment_sessions')
    .selectAll()
    .where('class_id', '=', ids.classId)
    .execute();
  const failures = await ctx.db
    .selectFrom('birth_date_failures')
    .selectAll()
    .where('student_id', 'in', [ids.studentId, ids.otherStudentId])
    .execute();
  const picks = await ctx.db
    .selectFrom('random_picks')
    .selectAll()
    .where('class_id', '=', ids.classId)
    .execute();
  const parentNotes = await ctx.db
    .selectFrom('parent_notes')
    .selectAll()
    .where('class_id', '=', ids.classId)
    .execute();
  return {
    cls,
    students,
    parentNotes,
    links,
    settings,
    configs,
    groups,
    keepApart,
    layouts,
    rosters,
    hidden,
    logs,
    selfAssessment,
    assessments,
    sessions,
    failures,
    picks,
    skills,
  };
}

setUpServer((s) => ({ ctx, teacher: a, other: b } = s), { teachers: 2 });

// Teacher A's data, one of each kind, made once the server is up (hooks run in order).
beforeAll(async () => {
  ids.classId = (
    await ctx.request({
      method: 'POST',
      url: '/api/classes',
      as: a,
      payload: { name: 'A-class', dayOfWeek: 2 },
    })
  ).json().id;
  ids.studentId = (
    await ctx.request({
      method: 'POST',
      url: '/api/students',
      as: a,
      payload: { classId: ids.classId, name: 'Alma' },
    })
  ).json().id;
  ids.linkId = (
    await ctx.request({ method: 'POST', url: `/api/classes/${ids.classId}/display-links`, as: a })
  ).json().id;
  ids.configId = (
    await ctx.request({
      method: 'POST',
      url: `/api/classes/${ids.classId}/schedule-configurations`,
      as: a,
      payload: { name: 'Mine', scheduleData: [{ name: 'Reading', duration: 15 }] },
    })
  ).json().id;
  ids.groupId = (
    await ctx.request({
      method: 'POST',
      url: `/api/classes/${ids.classId}/groups`,
      as: a,
      payload: { name: 'Dolphins' },
    })
  ).json().id;
  await ctx.request({
    method: 'POST',
    url: `/api/groups/${ids.groupId}/students/${ids.studentId}`,
    as: a,
  });
  // A note for Alma's parents: B writing over it would be the attack.
  const note = await ctx.request({
    method: 'PUT',
    url: `/api/students/${ids.studentId}/parent-note`,
    as: a,
    payload: { text: 'Alma reads well' },
  });
  expect(note.statusCode).toBe(200);
  // A saved roster of Alma alone: loading it (the attack) would hide Bruno.
  const roster = await ctx.request({
    method: 'POST',
    url: `/api/classes/${ids.classId}/class-configurations`,
    as: a,
    payload: { name: 'Alma only' },
  });
  expect(roster.statusCode).toBe(201);
  ids.rosterId = roster.json().id;
  ids.otherStudentId = (
    await ctx.request({
      method: 'POST',
      url: '/api/students',
      as: a,
      payload: { classId: ids.classId, name: 'Bruno' },
    })
  ).json().id;
  const pairs = await ctx.request({
    method: 'PUT',
    url: `/api/classes/${ids.classId}/keep-apart`,
    as: a,
    payload: { pairs: [[ids.studentId, ids.otherStudentId]] },
  });
  expect(pairs.statusCode).toBe(200);
  ids.asideId = (
    await ctx.request({
      method: 'POST',
      url: '/api/students',
      as: a,
      payload: { classId: ids.classId, name: 'Cleo' },
    })
  ).json().id;
  const deleted = await ctx.request({
    method: 'DELETE',
    url: `/api/students/${ids.asideId}`,
    as: a,
  });
  expect(deleted.statusCode).toBe(204);
  // Kept inside its window however long the tests take (the sweep would make it final).
  await ctx.db
    .updateTable('students')
    .set({ deleting_until: new Date(Date.now() + 60 * 60 * 1000) })
    .where('id', '=', ids.asideId)
    .execute();
  ids.layoutId = (
    await ctx.request({
      method: 'POST',
      url: `/api/classes/${ids.classId}/group-configurations`,
      as: a,
      payload: {
        name: 'Seating',
        groupData: [{ name: 'Owls', members: [{ id: ids.otherStudentId, name: 'Bruno' }] }],
      },
    })
  ).json().id;
  const skills = await ctx.request({
    method: 'GET',
    url: `/api/classes/${ids.classId}/skills`,
    as: a,
  });
  ids.skillId = skills.json()[1].id;
  const award = await ctx.request({
    method: 'POST',
    url: '/api/ops',
    as: a,
    payload: {
      classId: ids.classId,
      ops: [
        {
          opId: ids.awardOpId,
          kind: 'points',
          studentId: ids.studentId,
          delta: 1,
          skillId: ids.skillId,
        },
      ],
    },
  });
  expect(award.json().rejected).toEqual([]);
  const row = await ctx.db
    .selectFrom('behavior_logs')
    .select('id')
    .where('op_id', '=', ids.awardOpId)
    .executeTakeFirstOrThrow();
  ids.logId = row.id;
});

const apiRoutes = () => ctx.app.routeInventory.filter((r) => r.url.startsWith('/api/'));
const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('ownership matrix (S3)', () => {
  it('knows how to attack every route: each /api route is public, unscoped or in the matrix', () => {
    const unknown = apiRoutes()
      .map(keyOf)
      .filter((k) => !PUBLIC_ROUTES.has(k) && !UNSCOPED.has(k) && !(k in SCOPED));
    expect(unknown).toEqual([]);
    // And the other way: a public route is one the server has (GET /api/health, say).
    const registered = new Set(apiRoutes().map(keyOf));
    expect([...PUBLIC_ROUTES].filter((k) => !registered.has(k))).toEqual([]);
  });

  it('answers 401 to an anonymous visitor on every route that is not public', async () => {
    for (const route of apiRoutes().filter((r) => !PUBLIC_ROUTES.has(keyOf(r)))) {
      const call = SCOPED[keyOf(route)]?.(ids) ?? {
        url: route.url,
        payload: route.takesBody ? { name: 'x' } : undefined,
      };
      const res = await ctx.request({
        method: route.method as 'GET',
        url: call.url,
        payload: call.payload,
      });
      expect(res.statusCode, keyOf(route)).toBe(401);
      expect(res.json().code).toBe('unauthorized');
    }
  });

  it("gives teacher B a 404 on every route of teacher A's data, exactly as for missing ids, and changes nothing", async () => {
    const before = await stateOfA();
    const missing = {
      classId: MISSING,
      studentId: MISSING,
      linkId: MISSING,
      configId: MISSING,
      groupId: MISSING,
      otherStudentId: MISSING,
      layoutId: MISSING,
      rosterId: MISSING,
      asideId: MISSING,
      skillId: MISSING,
      logId: String(MISSING),
      awardOpId: 'missing-op-0001',
    };
    for (const [key, build] of Object.entries(SCOPED)) {
      const method = key.split(' ')[0] as 'GET';
      const foreign = await ctx.request({ method, as: b, ...build(ids) });
      const absent = await ctx.request({ method, as: b, ...build(missing) });
      expect(foreign.statusCode, key).toBe(404);
      expect(foreign.body, key).toBe(absent.body);
    }
    expect(await stateOfA()).toEqual(before);
    const listOfB = await ctx.request({ method: 'GET', url: '/api/classes', as: b });
    expect(listOfB.json()).toEqual([]);
  });

  it('the routes the class key opens answer 404 without it, with a wrong one or as teacher B, exactly as for a missing class (S9)', async () => {
    expect(Object.keys(KEYED).sort()).toEqual([...KEY_ROUTES].sort());
    const before = await stateOfA();
    const missing = { ...ids, classId: MISSING };
    const wrongKey = { 'x-class-key': 'A'.repeat(22) };
    for (const [key, build] of Object.entries(KEYED)) {
      const method = key.split(' ')[0] as 'GET';
      const absent = await ctx.request({ method, headers: wrongKey, ...build(missing) });
      expect(absent.statusCode, key).toBe(404);
      for (const attempt of [
        { ...build(ids) },
        { ...build(ids), headers: wrongKey },
        { ...build(ids), as: b },
        { ...build(ids), as: a },
        { ...build(ids), as: b, headers: wrongKey },
        // The key travels in the header only: in the query string it opens nothing.
        { ...build(ids), url: `${build(ids).url}?key=${before.selfAssessment?.share_key}` },
      ]) {
        const res = await ctx.request({ method, ...attempt });
        expect(res.statusCode, key).toBe(404);
        expect(res.body, key).toBe(absent.body);
      }
    }
    // A wrong key on a route a teacher may use too is no teacher either.
    // (The teacher's End turn takes no key at all: without a session it is a 401 like any.)
    for (const [key, build] of Object.entries(SCOPED).filter(
      ([k]) =>
        k.includes('assessment-sessions') && k !== 'DELETE /api/classes/:id/assessment-sessions',
    )) {
      const method = key.split(' ')[0] as 'GET';
      const res = await ctx.request({ method, headers: wrongKey, ...build(ids) });
      expect(res.statusCode, key).toBe(404);
    }
    expect(await stateOfA()).toEqual(before);
  });

  it("refuses teacher B's socket commands on class A, and A's data stays as it was", async () => {
    const before = await stateOfA();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    const socket = connect(
      `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      { cookie: b.cookie },
    );
    try {
      await connected(socket);
      const join = await socket.emitWithAck('class:join', { classId: ids.classId });
      const ops = await socket.emitWithAck('ops:apply', {
        classId: ids.classId,
        ops: [{ opId: 'steal-socket-1', kind: 'points', studentId: ids.studentId, delta: 50 }],
      });
      const run = await socket.emitWithAck('run:command', {
        classId: ids.classId,
        command: { type: 'start' },
      });
      const pick = await socket.emitWithAck('pick:draw', { classId: ids.classId });
      for (const ack of [join, ops, run, pick]) {
        expect(ack).toEqual({
          ok: false,
          error: { code: 'not_found', message: 'Class not found.' },
        });
      }
      const display = await socket.emitWithAck('display:snapshot', {});
      expect(display.ok).toBe(false);
    } finally {
      socket.disconnect();
    }
    expect(await stateOfA()).toEqual(before);
  });

  it("rejects a group-points op on teacher B's own class that names A's group, by socket and HTTP", async () => {
    const before = await stateOfA();
    const classOfB = (
      await ctx.request({ method: 'POST', url: '/api/classes', as: b, payload: { name: 'B' } })
    ).json().id;
    const op = (n: number) => ({
      opId: `steal-group-${n}-${Math.random().toString(36).slice(2)}`,
      kind: 'group-points' as const,
      groupId: ids.groupId,
      delta: 10,
    });
    const viaHttp = op(1);
    const http = await ctx.request({
      method: 'POST',
      url: '/api/ops',
      as: b,
      payload: { classId: classOfB, ops: [viaHttp] },
    });
    expect(http.statusCode).toBe(200);
    expect(http.json().rejected).toEqual([
      { opId: viaHttp.opId, code: 'not_found', message: 'Group not found.' },
    ]);
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    const socket = connect(
      `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      { cookie: b.cookie },
    );
    try {
      await connected(socket);
      expect((await socket.emitWithAck('class:join', { classId: classOfB })).ok).toBe(true);
      const viaSocket = op(2);
      const ack = await socket.emitWithAck('ops:apply', { classId: classOfB, ops: [viaSocket] });
      expect(ack.ok && ack.data.rejected).toEqual([
        { opId: viaSocket.opId, code: 'not_found', message: 'Group not found.' },
      ]);
      const viaRun = op(3);
      const run = await socket.emitWithAck('run:command', {
        classId: classOfB,
        command: { type: 'reset' },
        ops: [viaRun],
      });
      expect(run.ok && run.data.ops?.rejected).toEqual([
        { opId: viaRun.opId, code: 'not_found', message: 'Group not found.' },
      ]);
    } finally {
      socket.disconnect();
    }
    expect(await stateOfA()).toEqual(before);
  });

  it("refuses awards on teacher B's own class that name A's skill, on every path, and B cannot copy A's skills", async () => {
    const before = await stateOfA();
    const classOfB = (
      await ctx.request({ method: 'POST', url: '/api/classes', as: b, payload: { name: 'B2' } })
    ).json().id;
    const studentOfB = (
      await ctx.request({
        method: 'POST',
        url: '/api/students',
        as: b,
        payload: { classId: classOfB, name: 'Bea' },
      })
    ).json().id;
    const tag = Math.random().toString(36).slice(2);
    const ops = [
      { opId: `skill-tap-${tag}`, kind: 'points', studentId: studentOfB, delta: 1 },
      { opId: `skill-all-${tag}`, kind: 'class-points', delta: 1 },
    ].map((op) => ({ ...op, skillId: ids.skillId }));
    // Alone (the tap statement) and mixed (the batch transaction): both refuse it.
    for (const batch of [[ops[0]], ops]) {
      const res = await ctx.request({
        method: 'POST',
        url: '/api/ops',
        as: b,
        payload: {
          classId: classOfB,
          ops: batch.map((op) => ({ ...op, opId: `${op?.opId}-${batch.length}` })),
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().rejected.map((r: { code: string; message: string }) => r.message)).toEqual(
        batch.map(() => 'That skill is not in this class any more.'),
      );
    }
    const points = await ctx.db
      .selectFrom('students')
      .select('points')
      .where('id', '=', studentOfB)
      .executeTakeFirstOrThrow();
    expect(points.points).toBe(5);
    const copy = await ctx.request({
      method: 'POST',
      url: `/api/classes/${classOfB}/skills/copy`,
      as: b,
      payload: { fromClassId: ids.classId },
    });
    expect(copy.statusCode).toBe(404);
    expect(await stateOfA()).toEqual(before);
  });
});
