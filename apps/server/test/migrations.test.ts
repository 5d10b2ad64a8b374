import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropDatabase, ensureDatabase } from '../src/db/admin';
import { createDb, type Db, migrateDownAll, migrateToLatest } from '../src/db/database';
import { migrations } from '../src/db/migrations';
import { databaseUrlFor } from './context';

const SPEC_TABLES = [
  'users',
  'sessions',
  'classes',
  'students',
  'daily_attendance',
  'behavior_logs',
  'curriculum_items',
  'class_settings',
  'groups',
  'group_members',
  'class_configurations',
  'group_configurations',
  'schedule_configurations',
  'student_assessments',
  'assessment_sessions',
  'applied_operations',
  'login_failures',
  'student_photos',
  'display_links',
  'keep_apart_pairs',
  'birth_date_failures',
  'random_picks',
  'skills',
  'class_events',
  'student_events',
  'parent_notes',
  // Step 14: a school provider's account linked to a teacher (decision 0179).
  'user_identities',
];
/** The server's own, under no teacher: durable acknowledgements of taps (db/durability.ts). */
const SERVER_TABLES = ['wal_flush_barrier', 'crash_marker'];

async function tables(db: Db): Promise<string[]> {
  const result = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_name not like 'kysely_%'`.execute(db);
  return result.rows.map((r) => r.table_name).sort();
}

describe('migrations', () => {
  let db: Db;
  let url: string;
  beforeAll(async () => {
    url = databaseUrlFor(`m_${randomBytes(6).toString('hex')}`);
    await ensureDatabase(url);
    db = createDb(url);
  });
  afterAll(async () => {
    await db.destroy();
    await dropDatabase(url);
  });

  it('creates every entity of the spec on a fresh database, drops them all, and comes back', async () => {
    await migrateToLatest(db);
    expect(await tables(db)).toEqual([...SPEC_TABLES, ...SERVER_TABLES].sort());
    await migrateDownAll(db);
    expect(await tables(db)).toEqual([]);
    await migrateToLatest(db);
    expect(await tables(db)).toEqual([...SPEC_TABLES, ...SERVER_TABLES].sort());
  });

  it('has the design additions: class version and share key, birth date hash, assessment source', async () => {
    const columns = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public'`.execute(db);
    const has = (table: string, column: string) =>
      columns.rows.some((r) => r.table_name === table && r.column_name === column);
    expect(has('classes', 'version')).toBe(true);
    expect(has('classes', 'share_key')).toBe(true);
    expect(has('students', 'birth_date_hash')).toBe(true);
    expect(has('student_assessments', 'source')).toBe(true);
    expect(has('applied_operations', 'op_id')).toBe(true);
    // P3: no plaintext birth date anywhere.
    expect(
      columns.rows.filter((r) => /birth/.test(r.column_name)).map((r) => r.column_name),
    ).toEqual(['birth_date_hash']);
  });

  it("one Too Loud line: a stored 50, the old default, becomes the spec's 80; a line the teacher chose stays", async () => {
    await migrateToLatest(db);
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('2026-11-28T1000-undo');
    expect(down.error).toBeUndefined();
    await db
      .insertInto('users')
      .values({
        id: 'u-line',
        email: 'line@x.test',
        password_hash: 'x',
        first_name: 'L',
        last_name: '',
      })
      .execute();
    const classWith = async (threshold?: number) => {
      const cls = await db
        .insertInto('classes')
        .values({ user_id: 'u-line', name: 'C', share_key: randomBytes(8).toString('hex') })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('class_settings')
        .values({
          class_id: cls.id,
          ...(threshold === undefined ? {} : { volume_threshold: threshold }),
        })
        .execute();
      return cls.id;
    };
    const untouched = await classWith();
    const chosen = [await classWith(35), await classWith(70), await classWith(90)];
    await migrateToLatest(db);
    const line = async (id: number) =>
      (
        await db
          .selectFrom('class_settings')
          .select(['volume_threshold', 'big_volume_meter'])
          .where('class_id', '=', id)
          .executeTakeFirstOrThrow()
      ).volume_threshold;
    expect(await line(untouched)).toBe(80);
    expect(await Promise.all(chosen.map(line))).toEqual([35, 70, 90]);
    // A class made from now on starts at 80, its meter small.
    const fresh = await db
      .insertInto('classes')
      .values({ user_id: 'u-line', name: 'D', share_key: randomBytes(8).toString('hex') })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('class_settings').values({ class_id: fresh.id }).execute();
    expect(
      await db
        .selectFrom('class_settings')
        .select(['volume_threshold', 'big_volume_meter'])
        .where('class_id', '=', fresh.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ volume_threshold: 80, big_volume_meter: false });
    await db.deleteFrom('users').where('id', '=', 'u-line').execute();
  });

  it('deleting a teacher or a class leaves no row behind in any table under it (P4)', async () => {
    const userId = 'u1';
    await db
      .insertInto('users')
      .values({
        id: userId,
        email: 'p4@x.test',
        password_hash: 'x',
        first_name: 'P',
        last_name: '',
      })
      .execute();
    const seedClass = async () => {
      const cls = await db
        .insertInto('classes')
        .values({ user_id: userId, name: 'C', share_key: randomBytes(8).toString('hex') })
        .returning('id')
        .executeTakeFirstOrThrow();
      const student = await db
        .insertInto('students')
        .values({ class_id: cls.id, name: 'S' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const group = await db
        .insertInto('groups')
        .values({ class_id: cls.id, name: 'G' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('class_settings').values({ class_id: cls.id }).execute();
      await db
        .insertInto('daily_attendance')
        .values({ student_id: student.id, date: '2026-11-21', status: 'present' })
        .execute();
      await db
        .insertInto('behavior_logs')
        .values({ class_id: cls.id, student_id: student.id, point_change: 1 })
        .execute();
      await db
        .insertInto('curriculum_items')
        .values({ class_id: cls.id, title: 'T', week: 1 })
        .execute();
      await db
        .insertInto('group_members')
        .values({ group_id: group.id, student_id: student.id })
        .execute();
      await db
        .insertInto('class_configurations')
        .values({ class_id: cls.id, name: 'c', student_data: '[]' })
        .execute();
      await db
        .insertInto('group_configurations')
        .values({ class_id: cls.id, name: 'g', group_data: '[]' })
        .execute();
      await db
        .insertInto('schedule_configurations')
        .values({ class_id: cls.id, name: 's', schedule_data: '[]' })
        .execute();
      await db
        .insertInto('student_assessments')
        .values({
          class_id: cls.id,
          student_id: student.id,
          date: '2026-11-21',
          understanding: 3,
          behavior: 3,
          growth: 3,
        })
        .execute();
      await db
        .insertInto('assessment_sessions')
        .values({ id: `s-${cls.id}`, class_id: cls.id, student_id: student.id })
        .execute();
      await db
        .insertInto('birth_date_failures')
        .values({ student_id: student.id, date: '2026-11-21', failures: 3 })
        .execute();
      await db
        .insertInto('applied_operations')
        .values({ op_id: `op-${cls.id}`, class_id: cls.id })
        .execute();
      await db
        .insertInto('student_photos')
        .values({
          key: `k-${cls.id}`,
          student_id: student.id,
          mime: 'image/jpeg',
          data: Buffer.from([0xff, 0xd8, 0xff]),
        })
        .execute();
      await db
        .insertInto('display_links')
        .values({ class_id: cls.id, token: `t-${cls.id}` })
        .execute();
      const twin = await db
        .insertInto('students')
        .values({ class_id: cls.id, name: 'T' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('keep_apart_pairs')
        .values({ class_id: cls.id, student_a: student.id, student_b: twin.id })
        .execute();
      await db
        .insertInto('random_picks')
        .values({
          class_id: cls.id,
          student_id: student.id,
          cycle: '[]',
          starts_at: new Date(),
        })
        .execute();
      const skill = await db
        .insertInto('skills')
        .values({ class_id: cls.id, name: 'On task', icon: 'target', weight: 1, position: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('behavior_logs')
        .set({ skill_id: skill.id })
        .where('class_id', '=', cls.id)
        .execute();
      await db.insertInto('class_events').values({ class_id: cls.id, kind: 'start' }).execute();
      await db
        .insertInto('student_events')
        .values({ class_id: cls.id, student_id: student.id, kind: 'note', detail: 'n' })
        .execute();
      await db
        .insertInto('parent_notes')
        .values({ class_id: cls.id, student_id: student.id, text: 'For the parents' })
        .execute();
      return cls.id;
    };
    const counts = async () => {
      const out: Record<string, number> = {};
      for (const table of SPEC_TABLES.filter(
        (t) => !['users', 'sessions', 'login_failures', 'user_identities'].includes(t),
      )) {
        const row = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(
          db,
        );
        out[table] = Number(row.rows[0]?.n);
      }
      return out;
    };
    const classId = await seedClass();
    expect(await counts()).toEqual({
      ...Object.fromEntries(Object.keys(await counts()).map((t) => [t, 1])),
      students: 2,
    });
    await db.deleteFrom('classes').where('id', '=', classId).execute();
    expect(await counts()).toEqual(
      Object.fromEntries(Object.keys(await counts()).map((t) => [t, 0])),
    );

    await seedClass();
    await db.deleteFrom('users').where('id', '=', userId).execute();
    expect(await counts()).toEqual(
      Object.fromEntries(Object.keys(await counts()).map((t) => [t, 0])),
    );
  });
});
