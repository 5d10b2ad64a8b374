import { createHash } from 'node:crypto';
import {
  CSV_MESSAGES,
  type RosterImportInput,
  type RosterImportPreview,
  type RosterImportResult,
  type RosterImportTable,
} from '@classbeam/contracts';
import {
  english,
  exportFileName,
  exportTable,
  type ImportPlan,
  planImport,
  planRows,
  type Translate,
} from '@classbeam/domain/roster-csv';
import Papa from 'papaparse';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { bumpVersion, lockClass } from '../classes/classes.repository';
import { hashBirthDate } from '../students/birth-date';
import {
  activeStudents,
  exportStudents,
  hiddenNames,
  insertStudents,
  teacherScoresOn,
  updateMatched,
} from './roster-csv.repository';

/** The plan's fingerprint: the import applies the previewed plan or none. */
const planIdOf = (plan: ImportPlan): string =>
  createHash('sha256').update(JSON.stringify(plan.outcomes)).digest('hex');

/**
 * The plan against the class as it is in `db` (inside the import's transaction there), with
 * dates of birth after `today` refused (RC17).
 */
async function planFor(
  db: Db,
  classId: number,
  table: RosterImportTable,
  today: string,
): Promise<ImportPlan> {
  const plan = planImport(
    table,
    await activeStudents(db, classId),
    await hiddenNames(db, classId),
    today,
  );
  if (!plan) throw new AppError(400, 'csv_no_name_column', CSV_MESSAGES.noNameColumn);
  return plan;
}

/** What the import would do now; nothing is written. */
export async function previewImport(
  db: Db,
  classId: number,
  table: RosterImportTable,
  today: string,
): Promise<RosterImportPreview> {
  const plan = await planFor(db, classId, table, today);
  return { counts: plan.counts, rows: planRows(plan), planId: planIdOf(plan) };
}

/**
 * The previewed plan, applied in one transaction under the class lock (the order every roster
 * writer keeps). The plan is computed again under the lock: if the roster moved since the
 * preview and the plan came out different, nothing is written and the device previews again.
 */
export async function applyImport(
  db: Db,
  birthDateKey: string,
  classId: number,
  input: RosterImportInput,
  today: string,
): Promise<RosterImportResult> {
  const hashOf = (date: string | null) =>
    date === null ? null : hashBirthDate(birthDateKey, date);
  return db.transaction().execute(async (trx) => {
    await lockClass(trx, classId);
    const plan = await planFor(trx, classId, input, today);
    if (planIdOf(plan) !== input.planId)
      throw new AppError(409, 'import_plan_changed', CSV_MESSAGES.planChanged);
    const creates = plan.outcomes.flatMap((o) => (o.action === 'create' ? [o] : []));
    const updates = plan.outcomes.flatMap((o) => (o.action === 'update' ? [o] : []));
    if (creates.length === 0 && updates.length === 0)
      return { created: 0, updated: 0, birthDates: 0, version: null };
    await insertStudents(
      trx,
      classId,
      creates.map((o) => ({ ...o, birthDateHash: hashOf(o.birthDate) })),
    );
    await updateMatched(
      trx,
      classId,
      updates.map((o) => ({ ...o, birthDateHash: hashOf(o.birthDate) })),
    );
    return {
      created: creates.length,
      updated: updates.length,
      birthDates: [...creates, ...updates].filter((o) => o.birthDate !== null).length,
      version: await bumpVersion(trx, classId),
    };
  });
}

/**
 * The class's active students with the day's teacher assessment, as a CSV file: UTF-8 with a
 * BOM (Excel then reads any script), CRLF lines, formula-looking cells neutralised (S13).
 */
export async function exportCsv(
  db: Db,
  cls: { id: number; name: string },
  date: string,
  tr: Translate = english,
): Promise<{ fileName: string; text: string }> {
  const classId = cls.id;
  // One snapshot for both reads, so a rating saved meanwhile is in or out with its student.
  const { students, scores } = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => ({
      students: await exportStudents(trx, classId),
      scores: await teacherScoresOn(trx, classId, date),
    }));
  // The headers and fixed words in the teacher's language (decision 0169).
  const table = exportTable(students, (id) => scores.get(id), tr);
  return {
    fileName: exportFileName(cls.name, classId, date, tr),
    text: `\uFEFF${Papa.unparse(table, { newline: '\r\n' })}\r\n`,
  };
}
