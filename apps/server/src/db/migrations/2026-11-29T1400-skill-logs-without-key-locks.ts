import { type Kysely, sql } from 'kysely';

/**
 * A history row names its skill without a foreign key. The key made every tap with a skill
 * take a share lock on the skill's row, and a class's taps all name the same few skills: the
 * shared locks became multixacts and a skill tap's p99 doubled under F1's load (20.9 ms against
 * 11.2 ms for a plain tap, the same run). Nothing needs the key: a skill is never deleted, only
 * archived, and a class's skills and history go together when the class is deleted. The tap
 * statement still checks that the skill is the class's before it writes (decision 0153).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table behavior_logs drop constraint behavior_logs_skill_id_fkey`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table behavior_logs add constraint behavior_logs_skill_id_fkey
            foreign key (skill_id) references skills(id) on delete set null`.execute(db);
}
