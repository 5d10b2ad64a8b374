import type { PublicGroupDto, SavedStudent, StudentDto } from '@classbeam/contracts';
import { plural, t } from '@lingui/core/macro';
import { formatList } from '../../lib/i18n/format';

/** What loading a saved class will do to the roster this device shows, said before it happens. */
export interface LoadPlan {
  /** Students the saved class holds. */
  total: number;
  /** In both: they stay, with their saved points, attendance, row and notes. */
  staying: SavedStudent[];
  /** Saved but not on the roster now (hidden earlier, or gone): they come back. */
  comingBack: SavedStudent[];
  /** On the roster now but not saved: hidden, their history kept. */
  hidden: Pick<StudentDto, 'id' | 'name'>[];
  /** Staying students whose points, attendance, row or notes will change. */
  changed: number;
}

export function loadPlan(
  saved: readonly SavedStudent[],
  current: readonly Pick<
    StudentDto,
    'id' | 'name' | 'points' | 'attendanceStatus' | 'row' | 'notes'
  >[],
): LoadPlan {
  const now = new Map(current.map((s) => [s.id, s]));
  const savedIds = new Set(saved.map((s) => s.id));
  const staying = saved.filter((s) => now.has(s.id));
  const changed = staying.filter((s) => {
    const c = now.get(s.id);
    return (
      !c ||
      c.name !== s.name ||
      c.points !== s.points ||
      c.attendanceStatus !== s.attendanceStatus ||
      c.row !== s.row ||
      c.notes !== s.notes
    );
  }).length;
  return {
    total: saved.length,
    staying,
    comingBack: saved.filter((s) => !now.has(s.id)),
    hidden: current.filter((s) => !savedIds.has(s.id)).map(({ id, name }) => ({ id, name })),
    changed,
  };
}

/** 'Ada, Ben and Cy', or 'Ada, Ben, Cy and 4 more' past `max` names. */
export function nameList(names: readonly string[], max = 4): string {
  if (names.length <= max) return formatList(names);
  const more = names.length - (max - 1);
  return formatList([...names.slice(0, max - 1), t`${more} more`]);
}

/** The confirmation's lines, in the order the teacher reads them. */
export function planLines(plan: LoadPlan, afterHidden: readonly string[] = []): string[] {
  const lines: string[] = [];
  if (plan.comingBack.length > 0) {
    const names = nameList(plan.comingBack.map((s) => s.name));
    const comingCount = plan.comingBack.length;
    lines.push(
      plural(comingCount, {
        one: `# student comes back: ${names}.`,
        other: `# students come back: ${names}.`,
      }),
    );
  }
  if (plan.hidden.length > 0) {
    const names = nameList(plan.hidden.map((s) => s.name));
    const hiddenCount = plan.hidden.length;
    lines.push(
      plural(hiddenCount, {
        one: `# current student will be hidden: ${names}. Their points history and assessments are kept; Load Class lists them under Hidden students, to show again or delete.`,
        other: `# current students will be hidden: ${names}. Their points history and assessments are kept; Load Class lists them under Hidden students, to show again or delete.`,
      }),
      ...afterHidden,
    );
  }
  const changedCount = plan.changed;
  if (changedCount > 0)
    lines.push(
      plural(changedCount, {
        one: '# student takes back the saved name, points, attendance, row and notes.',
        other: '# students take back the saved name, points, attendance, row and notes.',
      }),
    );
  if (lines.length === 0) lines.push(t`The class is already as saved: nothing will change.`);
  return lines;
}

/**
 * What hiding takes from the hidden beyond the class list: their places in groups (Show again
 * does not put them back) and a self-assessment turn one of them has on the iPad.
 */
export function leavingLines(
  hidden: LoadPlan['hidden'],
  groups: readonly Pick<PublicGroupDto, 'name' | 'members'>[],
  assessingId: number | null,
): string[] {
  const hiddenIds = new Set(hidden.map((s) => s.id));
  const lines: string[] = [];
  const left = groups.filter((g) => g.members.some((m) => hiddenIds.has(m.id)));
  if (left.length > 0) {
    const members = hidden.filter((s) => left.some((g) => g.members.some((m) => m.id === s.id)));
    const memberNames = nameList(members.map((s) => s.name));
    const groupNames = nameList(left.map((g) => g.name));
    const groupCount = left.length;
    const memberCount = members.length;
    // Two counts in one sentence: the verb follows the students, the noun the groups.
    lines.push(
      plural(memberCount, {
        one: `${memberNames} leaves ${plural(groupCount, { one: 'the group', other: 'the groups' })} ${groupNames}; Show again does not put them back.`,
        other: `${memberNames} leave ${plural(groupCount, { one: 'the group', other: 'the groups' })} ${groupNames}; Show again does not put them back.`,
      }),
    );
  }
  const assessing = hidden.find((s) => s.id === assessingId);
  if (assessing) {
    const studentName = assessing.name;
    lines.push(t`${studentName}'s self-assessment turn on the iPad ends.`);
  }
  return lines;
}

/**
 * The students a load would hide whom no saved class holds: no later load can bring them back,
 * only Show again in the hidden students' list, so the confirmation says where they will be.
 */
export function stranded(
  hidden: LoadPlan['hidden'],
  saved: readonly { studentData: readonly Pick<SavedStudent, 'id'>[] }[],
): LoadPlan['hidden'] {
  const held = new Set(saved.flatMap((config) => config.studentData.map((s) => s.id)));
  return hidden.filter((s) => !held.has(s.id));
}

export function strandedLine(students: LoadPlan['hidden']): string | null {
  if (students.length === 0) return null;
  const names = nameList(students.map((s) => s.name));
  const strandedCount = students.length;
  return plural(strandedCount, {
    one: `${names} is in no saved class: after this load, only Show again under Hidden students (in Load Class) brings them back. To keep them in a saved class too, cancel and save this class first.`,
    other: `${names} are in no saved class: after this load, only Show again under Hidden students (in Load Class) brings them back. To keep them in a saved class too, cancel and save this class first.`,
  });
}
