// A school year of a class's history for bench/reports.mjs, written straight to the tables of
// a bench server's database (F10).

export const DAYS = 180;
export const STUDENTS = 30;

const pad = (n) => String(n).padStart(2, '0');
export const dateOf = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The last `days` weekdays up to today, oldest first, as local midnights. */
export function schoolDays(days = DAYS) {
  const out = [];
  const now = new Date();
  for (let back = 0; out.length < days; back += 1) {
    const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - back);
    if (d.getDay() !== 0 && d.getDay() !== 6) out.unshift(d);
  }
  return out;
}

/** A small seeded generator: every run writes the same year. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * A year of one class, written straight to the tables: each school day a Start Class (its reset
 * rows and its class timeline entry), two whole-class points, three group points and 115 points
 * to single students (a skill each, some plain, some reminders, 2% removed later), everyone's
 * attendance (a timeline entry for each late or absent student), and on Fridays the teacher's
 * ratings and most students' own.
 */
export async function seedYear(
  client,
  classId,
  seed,
  { students: count = STUDENTS, days = DAYS, names } = {},
) {
  const rand = random(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const students = (
    await client.query(
      `insert into students (class_id, name)
       select $1, coalesce(($2::text[])[n], 'Student ' || n) from generate_series(1, $3::int) as n
       returning id`,
      [classId, names ?? [], count],
    )
  ).rows.map((r) => r.id);
  await client.query(
    `insert into skills (class_id, name, icon, weight, position) values ($1, 'Reminder', 'clock', 0, 11)`,
    [classId],
  );
  const skills = (
    await client.query('select id, weight from skills where class_id = $1', [classId])
  ).rows;
  const positive = skills.filter((s) => s.weight > 0);
  const negative = skills.filter((s) => s.weight < 0);
  const reminder = skills.filter((s) => s.weight === 0);
  const groups = (
    await client.query(
      `insert into groups (class_id, name) select $1, 'Team ' || n from generate_series(1, 5) as n
       returning id`,
      [classId],
    )
  ).rows.map((r) => r.id);

  const log = {
    student: [],
    points: [],
    skill: [],
    target: [],
    group: [],
    kind: [],
    op: [],
    at: [],
    removed: [],
  };
  let op = 0;
  const push = (student, points, skill, target, group, kind, opId, at, removed) => {
    log.student.push(student);
    log.points.push(points);
    log.skill.push(skill);
    log.target.push(target);
    log.group.push(group);
    log.kind.push(kind);
    log.op.push(opId);
    log.at.push(at);
    log.removed.push(removed);
  };
  const attendance = { student: [], date: [], status: [] };
  const starts = [];
  const changes = { student: [], status: [], at: [] };
  const ratings = { student: [], date: [], source: [], u: [], b: [], g: [] };
  for (const day of schoolDays(days)) {
    const moment = (minutes) => new Date(day.getTime() + (8 * 60 + minutes) * 60_000);
    const date = dateOf(day);
    op += 1;
    starts.push(moment(0));
    for (const s of students)
      push(s, 0, null, 'student', null, 'reset', `start-${op}`, moment(0), null);
    for (let k = 0; k < 2; k += 1) {
      const skill = pick(positive);
      op += 1;
      const at = moment(30 + Math.floor(rand() * 360));
      for (const s of students)
        push(s, skill.weight, skill.id, 'class', null, 'award', `c-${op}`, at, null);
    }
    for (let k = 0; k < 3; k += 1) {
      const skill = pick(rand() < 0.8 ? positive : negative);
      op += 1;
      const at = moment(30 + Math.floor(rand() * 360));
      const group = pick(groups);
      for (let m = 0; m < 6; m += 1)
        push(pick(students), skill.weight, skill.id, 'group', group, 'award', `g-${op}`, at, null);
    }
    for (let k = 0; k < 115; k += 1) {
      const r = rand();
      const skill =
        r < 0.68 ? pick(positive) : r < 0.9 ? pick(negative) : r < 0.95 ? null : pick(reminder);
      const points = skill ? skill.weight : rand() < 0.7 ? 1 : -1;
      op += 1;
      const at = moment(30 + Math.floor(rand() * 360));
      const removed = rand() < 0.02 ? new Date(at.getTime() + 60_000) : null;
      push(
        pick(students),
        points,
        skill?.id ?? null,
        'student',
        null,
        'award',
        `s-${op}`,
        at,
        removed,
      );
    }
    for (const s of students) {
      const r = rand();
      attendance.student.push(s);
      attendance.date.push(date);
      const status = r < 0.9 ? 'present' : r < 0.96 ? 'late' : 'absent';
      attendance.status.push(status);
      if (status !== 'present') {
        changes.student.push(s);
        changes.status.push(status);
        changes.at.push(moment(5));
      }
    }
    if (day.getDay() === 5) {
      for (const s of students) {
        for (const source of rand() < 0.6 ? ['teacher', 'self'] : ['teacher']) {
          ratings.student.push(s);
          ratings.date.push(date);
          ratings.source.push(source);
          ratings.u.push(1 + Math.floor(rand() * 5));
          ratings.b.push(1 + Math.floor(rand() * 5));
          ratings.g.push(1 + Math.floor(rand() * 5));
        }
      }
    }
  }
  await client.query(
    `insert into behavior_logs (class_id, student_id, point_change, skill_id, target, group_id,
       kind, op_id, "timestamp", removed_at)
     select $1, * from unnest($2::int[], $3::int[], $4::int[], $5::text[], $6::int[], $7::text[],
       $8::text[], $9::timestamptz[], $10::timestamptz[])`,
    [classId, ...Object.values(log)],
  );
  await client.query(
    `insert into daily_attendance (student_id, date, status)
     select * from unnest($1::int[], $2::text[], $3::text[])`,
    Object.values(attendance),
  );
  await client.query(
    `insert into class_events (class_id, kind, at) select $1, 'start', * from unnest($2::timestamptz[])`,
    [classId, starts],
  );
  await client.query(
    `insert into student_events (class_id, student_id, kind, detail, at)
     select $1, s, 'attendance', d, a from unnest($2::int[], $3::text[], $4::timestamptz[]) as u(s, d, a)`,
    [classId, ...Object.values(changes)],
  );
  await client.query(
    `insert into student_assessments (class_id, student_id, date, source, understanding, behavior, growth)
     select $1, * from unnest($2::int[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[])`,
    [classId, ...Object.values(ratings)],
  );
  return { students, rows: log.student.length };
}
