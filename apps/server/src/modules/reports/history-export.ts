import {
  english,
  type HistoryCsvAward,
  historyCsvHeader,
  historyCsvRecord,
  historyFileName,
  type Translate,
} from '@classbeam/domain/roster-csv';
import { sql } from 'kysely';
import Papa from 'papaparse';
import type { Db } from '../../db/database';
import { dayBounds } from '../history/history.repository';
import { localDate } from '../operations/operations.service';

type ExportRow = {
  at: Date;
  student: string;
  skill: string | null;
  point_change: number;
  target: HistoryCsvAward['target'];
  group: string | null;
  removed_at: Date | null;
};

const clockTime = (at: Date) =>
  `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;

/**
 * The class's behaviour history over a range as a CSV file (RE7, decision 0157): every
 * student's award, removed ones marked, oldest first, in the roster export's encoding (UTF-8
 * with a byte-order mark, CRLF) and with its formula neutralising (RC1).
 */
export async function historyCsv(
  db: Db,
  cls: { id: number; name: string },
  from: string,
  to: string,
  tr: Translate = english,
): Promise<{ fileName: string; text: string }> {
  const { start, end } = dayBounds(from, to);
  const rows = await sql<ExportRow>`
    select b."timestamp" as at, s.name as student, sk.name as skill, b.point_change, b.target,
           g.name as "group", b.removed_at
    from behavior_logs as b
    join students as s on s.id = b.student_id and s.deleting_until is null
    left join skills as sk on sk.id = b.skill_id
    left join groups as g on g.id = b.group_id
    where b.class_id = ${cls.id} and b.kind = 'award'
      and b."timestamp" >= ${start} and b."timestamp" < ${end}
    order by b."timestamp", b.id`.execute(db);
  const data = rows.rows.map((r) =>
    historyCsvRecord(
      {
        date: localDate(r.at),
        time: clockTime(r.at),
        student: r.student,
        skill: r.skill,
        points: r.point_change,
        target: r.target,
        group: r.group,
        removed: r.removed_at !== null,
      },
      tr,
    ),
  );
  return {
    fileName: historyFileName(cls.name, cls.id, from, to, tr),
    text: `\uFEFF${Papa.unparse({ fields: historyCsvHeader(tr), data }, { newline: '\r\n' })}\r\n`,
  };
}
