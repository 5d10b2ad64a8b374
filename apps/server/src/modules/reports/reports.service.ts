import type {
  AssessmentAverages,
  AttendanceFigures,
  ClassReport,
  ClassReportRow,
  DotsMonth,
  MonthDay,
  PointsFigures,
  PointsSeries,
  ReportClass,
  ReportRange,
  ReportSettings,
  ReportSettingsPatch,
  SkillFigures,
  SkillIcon,
  StudentReport,
} from '@classbeam/contracts';
import { REPORT_MESSAGES } from '@classbeam/contracts/reports';
import { NO_SKILL } from '@classbeam/domain';
import {
  daysIn,
  daysOfMonth,
  dayTone,
  dotsMonths,
  percentPositive,
  seriesStarts,
  seriesStepOf,
  seriesUnit,
  seriesUntil,
  validThresholds,
} from '@classbeam/domain/reports';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { toAssessmentDto } from '../assessments/assessments.repository';
import { dayBounds } from '../history/history.repository';
import {
  type AssessmentRow,
  attendanceDays,
  classSkills,
  type DaySum,
  latestRatings,
  parentNotes,
  pointSums,
  type ReportStudentRow,
  ratingsIn,
  readReportSettings,
  type SkillRow,
  type SkillSum,
} from './reports.repository';

/*
 * Reports put together (docs/decisions/0155): the sums the repository reads, made into the
 * figures a report shows with the rules of @classbeam/domain/reports. A class's figures are
 * its students' added up: a whole-class point to 25 students is 25 points given.
 */

/** The longest term (a school year and a bit), as the longest range a report reads. */
export const TERM_MAX_DAYS = 400;

type Sums = Pick<SkillSum, 'given' | 'taken' | 'reminders' | 'awards'>;

const ZERO: Sums = { given: 0, taken: 0, reminders: 0, awards: 0 };

const add = (a: Sums, b: Sums): Sums => ({
  given: a.given + b.given,
  taken: a.taken + b.taken,
  reminders: a.reminders + b.reminders,
  awards: a.awards + b.awards,
});

const figures = (s: Sums): PointsFigures => ({
  ...s,
  percentPositive: percentPositive(s.given, s.taken),
});

/** Per skill, in the class's order of skills, "No skill" last; only skills given in the range. */
function skillFigures(sums: readonly SkillSum[], skills: readonly SkillRow[]): SkillFigures[] {
  const bySkill = new Map<number | null, Sums>();
  for (const s of sums) bySkill.set(s.skillId, add(bySkill.get(s.skillId) ?? ZERO, s));
  const out: SkillFigures[] = [];
  for (const skill of skills) {
    const s = bySkill.get(skill.id);
    if (!s) continue;
    out.push({
      skillId: skill.id,
      name: skill.name,
      icon: skill.icon as SkillIcon,
      archived: skill.archived,
      ...s,
    });
  }
  const plain = bySkill.get(null);
  if (plain) out.push({ skillId: null, name: NO_SKILL, icon: null, archived: false, ...plain });
  return out;
}

/** RE4, RE6: points over time, day by day or week by week, up to today. */
function series(days: readonly DaySum[], from: string, to: string, today: string): PointsSeries {
  const unit = seriesUnit(from, to);
  const until = seriesUntil(to, today);
  const steps = new Map(seriesStarts(from, until, unit).map((start) => [start, { ...ZERO }]));
  for (const d of days) {
    if (d.date < from || d.date > until) continue;
    const step = steps.get(seriesStepOf(d.date, from, unit));
    if (step) Object.assign(step, add(step, d));
  }
  return {
    unit,
    steps: [...steps].map(([start, s]) => ({ start, given: s.given, taken: s.taken })),
  };
}

/**
 * RE3, RE5: each month of the range as coloured dots. Only the range's days up to today carry
 * figures, a colour and attendance: the days around it are drawn faint, so the dots never say
 * more than the report's figures.
 */
function monthDots(
  months: readonly string[],
  days: readonly DaySum[],
  range: ReportRange,
  settings: ReportSettings,
  attendance?: Map<string, MonthDay['attendance']>,
): DotsMonth[] {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const counted = (date: string) => date >= range.from && date <= range.to;
  return months.map((month) => ({
    month,
    days: daysOfMonth(month).map((date) => {
      const s = counted(date) && date <= range.today ? (byDate.get(date) ?? ZERO) : ZERO;
      const percent = percentPositive(s.given, s.taken);
      return {
        date,
        given: s.given,
        taken: s.taken,
        percentPositive: percent,
        tone: dayTone(percent, settings),
        attendance: counted(date) ? (attendance?.get(date) ?? null) : null,
      };
    }),
  }));
}

const noAttendance = (): AttendanceFigures => ({ present: 0, late: 0, absent: 0 });

/** What both kinds of report read: the settings, the range's bounds and its months of dots. */
async function reportWindow(db: Db, classId: number, from: string, to: string, today: string) {
  const settings = await readReportSettings(db, classId);
  return { settings, months: dotsMonths(from, to, today), range: dayBounds(from, to) };
}

/** The reports of some of a class's students (one, or all of them for the parent pages). */
export async function studentReports(
  db: Db,
  cls: ReportClass,
  students: readonly ReportStudentRow[],
  from: string,
  to: string,
  today: string,
): Promise<StudentReport[]> {
  if (students.length === 0) return [];
  const ids = students.map((s) => s.id);
  const w = await reportWindow(db, cls.id, from, to, today);
  const [sums, skills, attendance, ratings, latest, notes] = await Promise.all([
    pointSums(db, cls.id, w.range, w.range, { studentIds: ids, perStudentDays: true }),
    classSkills(db, cls.id),
    attendanceDays(db, cls.id, from, to, ids),
    ratingsIn(db, cls.id, from, to, ids),
    latestRatings(db, cls.id, to, ids),
    parentNotes(db, ids),
  ]);
  const range: ReportRange = { from, to, today };
  return students.map((student): StudentReport => {
    const own = <T extends { studentId: number | null }>(rows: readonly T[]) =>
      rows.filter((r) => r.studentId === student.id);
    const mySkills = own(sums.skills);
    const myDays = own(sums.days);
    const counts = noAttendance();
    const dayStatus = new Map<string, MonthDay['attendance']>();
    for (const a of attendance) {
      if (a.student_id !== student.id) continue;
      dayStatus.set(a.date, a.status);
      if (a.date >= from && a.date <= to) counts[a.status] += 1;
    }
    const mine = (r: AssessmentRow) => r.student_id === student.id;
    const latestOf = (source: 'teacher' | 'self') => {
      const row = latest.find((r) => mine(r) && r.source === source);
      return row ? toAssessmentDto(row) : null;
    };
    const note = notes.get(student.id);
    return {
      range,
      class: cls,
      student: {
        id: student.id,
        name: student.name,
        avatarUrl: student.avatar || null,
        goal: student.goal,
        notes: student.notes,
        hidden: !student.is_active,
      },
      points: figures(mySkills.reduce<Sums>(add, ZERO)),
      skills: skillFigures(mySkills, skills),
      series: series(myDays, from, to, today),
      attendance: counts,
      months: monthDots(w.months, myDays, range, w.settings, dayStatus),
      assessments: ratings.filter(mine).map(toAssessmentDto),
      latest: { teacher: latestOf('teacher'), self: latestOf('self') },
      parentNote: note
        ? { text: note.text, updatedAt: note.updatedAt.toISOString() }
        : { text: '', updatedAt: null },
      settings: w.settings,
    };
  });
}

/** The class's averages of some ratings, or null when there are none. */
function averages(rows: readonly AssessmentRow[]): AssessmentAverages | null {
  if (rows.length === 0) return null;
  const mean = (values: number[]) =>
    Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
  const goals = rows.map((r) => r.goal_progress).filter((g): g is number => g !== null);
  return {
    understanding: mean(rows.map((r) => r.understanding)),
    behavior: mean(rows.map((r) => r.behavior)),
    growth: mean(rows.map((r) => r.growth)),
    goalProgress: goals.length === 0 ? null : mean(goals),
    count: rows.length,
    goalCount: goals.length,
  };
}

/** The class's report: the class's figures and a line per student (hidden ones included). */
export async function classReport(
  db: Db,
  cls: ReportClass,
  students: readonly ReportStudentRow[],
  from: string,
  to: string,
  today: string,
): Promise<ClassReport> {
  const w = await reportWindow(db, cls.id, from, to, today);
  const [sums, skills, attendance, allRatings, allLatest] = await Promise.all([
    pointSums(db, cls.id, w.range, w.range, { perStudentDays: false }),
    classSkills(db, cls.id),
    attendanceDays(db, cls.id, from, to),
    ratingsIn(db, cls.id, from, to),
    latestRatings(db, cls.id, to),
  ]);
  // The students a report may name: a student inside a delete's undo window counts nowhere.
  const known = new Set(students.map((s) => s.id));
  const counted = sums.skills.filter((s) => known.has(s.studentId));
  const ratings = allRatings.filter((r) => known.has(r.student_id));
  const latest = allLatest.filter((r) => known.has(r.student_id));

  const perStudent = new Map<number, Sums>();
  for (const s of counted) perStudent.set(s.studentId, add(perStudent.get(s.studentId) ?? ZERO, s));
  const perStudentAttendance = new Map<number, AttendanceFigures>();
  const classAttendance = noAttendance();
  for (const a of attendance) {
    const counts = perStudentAttendance.get(a.student_id) ?? noAttendance();
    counts[a.status] += 1;
    classAttendance[a.status] += 1;
    perStudentAttendance.set(a.student_id, counts);
  }
  const rows = students.map(
    (s): ClassReportRow => ({
      studentId: s.id,
      name: s.name,
      hidden: !s.is_active,
      points: figures(perStudent.get(s.id) ?? ZERO),
      attendance: perStudentAttendance.get(s.id) ?? noAttendance(),
    }),
  );

  const byDate = new Map<string, AssessmentRow[]>();
  for (const r of ratings) byDate.set(r.date, [...(byDate.get(r.date) ?? []), r]);
  const side = (list: readonly AssessmentRow[], source: 'teacher' | 'self') =>
    averages(list.filter((r) => r.source === source));

  return {
    range: { from, to, today },
    class: cls,
    points: figures(counted.reduce<Sums>(add, ZERO)),
    skills: skillFigures(counted, skills),
    series: series(sums.days, from, to, today),
    attendance: classAttendance,
    months: monthDots(w.months, sums.days, { from, to, today }, w.settings),
    assessments: [...byDate].map(([date, list]) => ({
      date,
      teacher: side(list, 'teacher'),
      self: side(list, 'self'),
    })),
    latest: { teacher: side(latest, 'teacher'), self: side(latest, 'self') },
    students: rows,
    settings: w.settings,
  };
}

/**
 * Changes a class's report settings (decision 0156): the term (for every class of the teacher's
 * when asked) and the day colours, which must stay a valid pair once both are applied.
 */
export async function updateReportSettings(
  db: Db,
  cls: { id: number; user_id: string },
  patch: ReportSettingsPatch,
): Promise<ReportSettings> {
  return db.transaction().execute(async (trx) => {
    const current = await readReportSettings(trx, cls.id);
    const greenAt = patch.greenAt ?? current.greenAt;
    const yellowAt = patch.yellowAt ?? current.yellowAt;
    if (!validThresholds({ greenAt, yellowAt }))
      throw new AppError(400, 'invalid_payload', REPORT_MESSAGES.thresholds);
    if (patch.term && daysIn(patch.term.from, patch.term.to) > TERM_MAX_DAYS)
      throw new AppError(400, 'invalid_payload', REPORT_MESSAGES.termTooLong);
    await trx
      .updateTable('class_settings')
      .set({ report_green_at: greenAt, report_yellow_at: yellowAt })
      .where('class_id', '=', cls.id)
      .execute();
    if (patch.term !== undefined) {
      const term = { term_from: patch.term?.from ?? null, term_to: patch.term?.to ?? null };
      const classes = patch.everyClass
        ? trx.selectFrom('classes').select('id').where('user_id', '=', cls.user_id)
        : [cls.id];
      await trx.updateTable('class_settings').set(term).where('class_id', 'in', classes).execute();
    }
    return readReportSettings(trx, cls.id);
  });
}
