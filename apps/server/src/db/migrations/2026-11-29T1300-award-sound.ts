import { type Kysely, sql } from 'kysely';

/**
 * Step 11, the award sound (docs/decisions/0160): a short sound on one chosen device when a
 * point is given or taken. `award_sound` is the master switch (off mutes every award sound),
 * off until the teacher turns it on; the two per-kind switches start on, so turning the master
 * on is all a teacher needs. `award_sound_device` names the one device that plays it:
 * `link:<id>` (one of the class's display links) or `device:<id>` (a teacher device's Student
 * Scoreboard view, named by `award_sound_device_label`); null until the teacher picks one.
 * Frozen once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table class_settings
    add column award_sound boolean not null default false,
    add column award_sound_positive boolean not null default true,
    add column award_sound_needs_work boolean not null default true,
    add column award_sound_device text,
    add column award_sound_device_label text not null default ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table class_settings
    drop column award_sound,
    drop column award_sound_positive,
    drop column award_sound_needs_work,
    drop column award_sound_device,
    drop column award_sound_device_label`.execute(db);
}
