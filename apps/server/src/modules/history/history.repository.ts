import type {
  AwardEntry,
  ClassAwardEntry,
  ClassEventEntry,
  ClassHistory,
  SkillIcon,
  StudentEventEntry,
  StudentHistory,
  StudentHistoryDay,
} from '@classbeam/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { toAssessmentDto } from '../assessments/assessments.repository';
import { localDate } from '../operations/operations.service';

/**
 * The history read back (docs/decisions/0154). Every read goes through the class's own
 * indexes (`behavior_logs (class_id, timestamp)`, `student_events (student_id, at)`,
 * `class_events (class_id, at)`), so a class's history never scans another's. A range is whole
 * days of the server's calendar, `from` and `to` included.
 */

/** The instants a range of calendar days covers: from its first midnight to the next day's. */
export function dayBounds(from: string, to: string): { start: Date; end: Date } {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return { start: new Date(fy, fm - 1, fd), end: new Date(ty, tm - 1, td + 1) };
}

type AwardRow = {
  id: string;
  op_id: string | null;
  at: Date;
  student_id: number;
  point_change: number;
  skill_id: number | null;
  skill_name: string | null;
  skill_icon: string | null;
  target: 'student' | 'group' | 'class';
  group_id: number | null;
  removed_at: Date | null;
};

/** The awards of a class (or one of its students) in a range, oldest first. */
export async function awardRows(
  db: Db,
  classId: number,
  start: Date,
  end: Date,
  studentId?: number,
): Promise<AwardRow[]> {
  const rows = await sql<AwardRow>`
    select b.id::text as id, b.op_id, b."timestamp" as at, b.student_id, b.point_change,
           b.skill_id, sk.name as skill_name, sk.icon as skill_icon, b.target, b.group_id,
           b.removed_at
    from behavior_logs as b
    left join skills as sk on sk.id = b.skill_id
    where b.class_id = ${classId} and b.kind = 'award'
      and b."timestamp" >= ${start} and b."timestamp" < ${end}
      ${studentId === undefined ? sql`` : sql`and b.student_id = ${studentId}`}
    order by b."timestamp", b.id`.execute(db);
  return rows.rows;
}

const awardEntry = (r: AwardRow): AwardEntry => ({
  id: r.id,
  opId: r.op_id,
  at: r.at.toISOString(),
  studentId: r.student_id,
  delta: r.point_change,
  skillId: r.skill_id,
  skillName: r.skill_name,
  skillIcon: r.skill_icon as SkillIcon | null,
  target: r.target,
  groupId: r.group_id,
  removedAt: r.removed_at?.toISOString() ?? null,
});

/**
 * The first day a student's timeline can hold anything: the day they were added, or an earlier
 * entry's (a roster moved in from elsewhere, an award dated back). Nothing lies before it.
 */
async function firstDayOf(
  db: Db,
  student: { id: number; class_id: number; created_at: Date },
): Promise<string> {
  const earliest = await sql<{ at: Date | null }>`
    select least(
      (select min(b."timestamp") from behavior_logs as b
        where b.class_id = ${student.class_id} and b.student_id = ${student.id}),
      (select min(e.at) from student_events as e where e.student_id = ${student.id})
    ) as at`.execute(db);
  const days = await sql<{ day: string | null }>`
    select least(
      (select min(d.date) from daily_attendance as d where d.student_id = ${student.id}),
      (select min(a.date) from student_assessments as a where a.student_id = ${student.id})
    ) as day`.execute(db);
  const at = earliest.rows[0]?.at;
  let first = localDate(at && at < student.created_at ? at : student.created_at);
  const day = days.rows[0]?.day?.trim();
  if (day && day < first) first = day;
  return first;
}

/** What a student's day shows of the class's: the moments the board went back to 5. */
const BOARD_RESETS = ['start', 'reset', 'reset-points'] as const;

/**
 * A student's timeline over a range, day by day, newest day first, each day oldest first; with
 * the class's Start Class, Reset and Reset to 5 of those days (why the board says 5 when the day
 * says +2), and the first day anything can be there.
 */
export async function studentHistory(
  db: Db,
  student: { id: number; class_id: number; created_at: Date },
  from: string,
  to: string,
): Promise<StudentHistory> {
  const { start, end } = dayBounds(from, to);
  const awards = await awardRows(db, student.class_id, start, end, student.id);
  const events = await db
    .selectFrom('student_events')
    .select(['id', 'at', 'kind', 'detail'])
    .where('student_id', '=', student.id)
    .where('at', '>=', start)
    .where('at', '<', end)
    .orderBy('at')
    .orderBy('id')
    .execute();
  const attendance = await db
    .selectFrom('daily_attendance')
    .select(['date', 'status'])
    .where('student_id', '=', student.id)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  const assessments = await db
    .selectFrom('student_assessments')
    .selectAll()
    .where('student_id', '=', student.id)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .orderBy('source')
    .execute();

  const days = new Map<string, StudentHistoryDay>();
  const day = (date: string): StudentHistoryDay => {
    let found = days.get(date);
    if (!found) {
      found = { date, attendance: null, awards: [], events: [], assessments: [], classEvents: [] };
      days.set(date, found);
    }
    return found;
  };
  for (const a of attendance) day(a.date.trim()).attendance = a.status;
  for (const r of awards) day(localDate(r.at)).awards.push(awardEntry(r));
  for (const e of events) {
    const entry: StudentEventEntry = {
      id: e.id,
      at: e.at.toISOString(),
      kind: e.kind,
      detail: e.detail,
    };
    day(localDate(e.at)).events.push(entry);
  }
  for (const a of assessments) day(a.date).assessments.push(toAssessmentDto(a));
  // A day holds something worth showing: an award, a change, a rating, or a day in class. The
  // class's resets go into those days only: a day the student had nothing is not theirs to show.
  const resets = await db
    .selectFrom('class_events')
    .select(['id', 'at', 'kind', 'undone_at'])
    .where('class_id', '=', student.class_id)
    .where('kind', 'in', BOARD_RESETS)
    .where('at', '>=', start)
    .where('at', '<', end)
    .orderBy('at')
    .orderBy('id')
    .execute();
  for (const e of resets) {
    days.get(localDate(e.at))?.classEvents.push(classEventEntry(e));
  }
  const list = [...days.values()].sort((a, b) => (a.date < b.date ? 1 : -1));
  const firstDay = await firstDayOf(db, student);
  return { studentId: student.id, from, to, firstDay, days: list };
}

const classEventEntry = (e: {
  id: string;
  at: Date;
  kind: ClassEventEntry['kind'];
  undone_at: Date | null;
}): ClassEventEntry => ({
  type: 'event',
  id: e.id,
  at: e.at.toISOString(),
  kind: e.kind,
  undoneAt: e.undone_at?.toISOString() ?? null,
});

/** The class's timeline of one day: its awards (one entry per operation) and class events. */
export async function classHistory(db: Db, classId: number, date: string): Promise<ClassHistory> {
  const { start, end } = dayBounds(date, date);
  const rows = await awardRows(db, classId, start, end);
  const groupIds = [...new Set(rows.map((r) => r.group_id).filter((g) => g !== null))];
  const groups =
    groupIds.length === 0
      ? []
      : await db.selectFrom('groups').select(['id', 'name']).where('id', 'in', groupIds).execute();
  const groupName = new Map(groups.map((g) => [g.id, g.name]));
  const awards = new Map<string, ClassAwardEntry>();
  for (const r of rows) {
    // Rows of one operation are one award; a row from before operations were kept stands alone.
    const key = r.op_id ?? `row:${r.id}`;
    let entry = awards.get(key);
    if (!entry) {
      entry = {
        type: 'award',
        opId: r.op_id,
        at: r.at.toISOString(),
        target: r.target,
        groupId: r.group_id,
        groupName: r.group_id === null ? null : (groupName.get(r.group_id) ?? null),
        skillId: r.skill_id,
        skillName: r.skill_name,
        skillIcon: r.skill_icon as SkillIcon | null,
        delta: r.point_change,
        rows: [],
      };
      awards.set(key, entry);
    }
    entry.rows.push({
      id: r.id,
      studentId: r.student_id,
      removedAt: r.removed_at?.toISOString() ?? null,
    });
  }
  const events = await db
    .selectFrom('class_events')
    .select(['id', 'at', 'kind', 'undone_at'])
    .where('class_id', '=', classId)
    .where('at', '>=', start)
    .where('at', '<', end)
    .execute();
  const entries: (ClassAwardEntry | ClassEventEntry)[] = [
    ...awards.values(),
    ...events.map(classEventEntry),
  ];
  entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return { classId, date, entries };
}
