import { type Kysely, sql } from 'kysely';

/**
 * An operation id is unique within its class, not across classes: an id first used in one
 * teacher's class must never make another class's operation look already applied (R1).
 * The key leads with the class, so a class's lookups of its devices' pending ids use it.
 * Frozen once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table applied_operations
    drop constraint applied_operations_pkey,
    add primary key (class_id, op_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Going back to one global id: of an id used in several classes, the first use stays.
  await sql`delete from applied_operations as a
    using applied_operations as b
    where a.op_id = b.op_id and (a.applied_at, a.class_id) > (b.applied_at, b.class_id)`.execute(
    db,
  );
  await sql`alter table applied_operations
    drop constraint applied_operations_pkey,
    add primary key (op_id)`.execute(db);
}
