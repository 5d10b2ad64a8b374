import {
  BIRTH_DATES_MESSAGES,
  type ClassPrefs,
  type ClassRun,
  type GroupDto,
  MESSAGES,
  type SkillDto,
  type StudentCreateSchema,
  type StudentDto,
  type StudentUpdateSchema,
  type VolumeSnapshot,
} from '@classbeam/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { StudentRow } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { loadSettings, prefsFromRow, runFromRow } from '../class-run/run.repository';
import { bumpVersion, lockClass } from '../classes/classes.repository';
import { listGroups } from '../groups/groups.repository';
import { type AppliedBatch, applyOperations, serverOp } from '../operations/operations.service';
import { listSkills } from '../skills/skills.repository';
import { publicListener } from '../volume/volume.hub';
import { hashBirthDate, normalizeBirthDate } from './birth-date';
import { parsePhoto } from './photo';
import { insertStudent, listStudents, setPhoto } from './students.repository';

export function toStudentDto(row: StudentRow): StudentDto {
  return {
    id: row.id,
    classId: row.class_id,
    name: row.name,
    avatarUrl: row.avatar || null,
    points: row.points,
    attendanceStatus: row.attendance_status,
    row: row.row,
    notes: row.notes,
    goal: row.goal,
    hasBirthDate: row.birth_date_hash !== null,
    createdAt: row.created_at.toISOString(),
  };
}

export async function studentSnapshot(db: Db, classId: number): Promise<StudentDto[]> {
  return (await listStudents(db, classId)).map(toStudentDto);
}

function birthDateHash(key: string, value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (!value) return null;
  const canonical = normalizeBirthDate(value);
  if (!canonical) throw new AppError(400, 'invalid_payload', BIRTH_DATES_MESSAGES.noSuchDate);
  return hashBirthDate(key, canonical);
}

export interface Changed<T> {
  value: T;
  version: number;
}

export async function createStudent(
  db: Db,
  birthDateKey: string,
  classId: number,
  input: z.output<typeof StudentCreateSchema>,
): Promise<Changed<StudentDto>> {
  const photo = input.avatar ? parsePhoto(input.avatar) : null;
  const hash = birthDateHash(birthDateKey, input.birthDate) ?? null;
  return db.transaction().execute(async (trx) => {
    await lockClass(trx, classId);
    let row = await insertStudent(trx, classId, {
      name: input.name,
      row: input.row ?? null,
      notes: input.notes ?? '',
      goal: input.goal ?? '',
      birthDateHash: hash,
    });
    if (photo) row = await setPhoto(trx, row.id, photo);
    return { value: toStudentDto(row), version: await bumpVersion(trx, classId) };
  });
}

/**
 * Roster fields change here; attendance and points go through the operation path so that
 * they are logged, counted once and broadcast as live changes like every tap.
 */
export async function updateStudent(
  db: Db,
  birthDateKey: string,
  student: StudentRow,
  input: z.output<typeof StudentUpdateSchema>,
): Promise<{ student: StudentDto; rosterVersion: number | null; live: AppliedBatch | null }> {
  const photo =
    input.avatar === undefined ? undefined : input.avatar ? parsePhoto(input.avatar) : null;
  const hash = birthDateHash(birthDateKey, input.birthDate);
  const { attendanceStatus, points, avatar: _avatar, birthDate: _birthDate, ...fields } = input;
  const rosterChange = Object.keys(fields).length > 0 || photo !== undefined || hash !== undefined;

  let rosterVersion: number | null = null;
  if (rosterChange) {
    rosterVersion = await db.transaction().execute(async (trx) => {
      await lockClass(trx, student.class_id);
      const changes = { ...fields, ...(hash !== undefined ? { birth_date_hash: hash } : {}) };
      if (Object.keys(changes).length > 0) {
        await trx.updateTable('students').set(changes).where('id', '=', student.id).execute();
      }
      if (photo !== undefined) await setPhoto(trx, student.id, photo);
      // A changed note or goal is an entry of the student's timeline.
      const events = (['notes', 'goal'] as const)
        .filter((field) => fields[field] !== undefined && fields[field] !== student[field])
        .map((field) => ({
          class_id: student.class_id,
          student_id: student.id,
          kind: field === 'notes' ? ('note' as const) : ('goal' as const),
          detail: fields[field] ?? '',
        }));
      if (events.length > 0) await trx.insertInto('student_events').values(events).execute();
      return bumpVersion(trx, student.class_id);
    });
  }

  const ops = [
    ...(attendanceStatus
      ? [{ kind: 'attendance' as const, studentId: student.id, status: attendanceStatus }]
      : []),
    ...(points !== undefined
      ? [{ kind: 'set-points' as const, studentId: student.id, points }]
      : []),
  ];
  const live =
    ops.length > 0 ? await applyOperations(db, student.class_id, ops.map(serverOp)) : null;
  const row = await db
    .selectFrom('students')
    .selectAll()
    .where('id', '=', student.id)
    .executeTakeFirstOrThrow();
  return { student: toStudentDto(row), rosterVersion, live };
}

/**
 * Version and roster read together in one snapshot, so a device that applies events newer
 * than this version neither misses nor double-counts anything (R4).
 */
export async function classSnapshot(
  db: Db,
  classId: number,
  pending: readonly string[] = [],
): Promise<{
  version: number;
  students: StudentDto[];
  groups: GroupDto[];
  skills: SkillDto[];
  run: ClassRun;
  volume: VolumeSnapshot;
  prefs: ClassPrefs;
  held: string[];
}> {
  // One consistent reading: the version, the roster, the run and which of the device's
  // pending op ids are applied, all as of the same moment.
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const cls = await trx
        .selectFrom('classes')
        .select('version')
        .where('id', '=', classId)
        .executeTakeFirstOrThrow();
      const students = await studentSnapshot(trx, classId);
      const groups = await listGroups(trx, classId);
      const skills = await listSkills(trx, classId);
      const settings = await loadSettings(trx, classId);
      if (!settings) throw notFound(MESSAGES.classNotFound);
      const held =
        pending.length === 0
          ? []
          : (
              await trx
                .selectFrom('applied_operations')
                .select('op_id')
                .where('class_id', '=', classId)
                .where('op_id', 'in', [...pending])
                .execute()
            ).map((r) => r.op_id);
      const volume = {
        listener: publicListener(settings.volume_listener),
        tallyCount: settings.volume_tally_count,
      };
      return {
        version: cls.version,
        students,
        skills,
        groups,
        run: runFromRow(settings),
        volume,
        prefs: prefsFromRow(settings),
        held,
      };
    });
}
