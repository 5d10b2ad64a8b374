import type { VolumeListener } from '@classbeam/contracts';
import {
  NO_TALLY,
  TALLY_GAP_MS,
  type TallyRule,
  type TallyState,
  TOO_LOUD_LINE_DEFAULT,
  tallyLevel,
} from '@classbeam/domain';
import { sql } from 'kysely';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { StoredListener } from '../../db/schema';
import type { Realtime } from '../../realtime/socket';
import { bumpVersion, lockClass } from '../classes/classes.repository';
import { volumeLevel, volumeListener, volumeTally } from './volume.events';

interface Listening {
  socketId: string;
  label: string;
  since: number;
  tally: TallyState;
  /**
   * The class's Too Loud line (V5), read when the device claimed the class and kept up to date
   * by `ruleChanged` (on every instance); the count's statement checks it again.
   */
  line: number;
  /** When its last level was taken: more than ~6 a second are dropped (it sends 2-4). */
  heardAt: number;
  /** When a level was last relayed to the devices that draw the meter. */
  relayedAt: number;
}

const MIN_LEVEL_GAP_MS = 150;
/** How long each of a message's readings stands for (the listener measures 4 a second). */
const READING_MS = 250;
/**
 * Watching devices get at most ~2 levels a second, enough for a meter that eases between them;
 * the tally still hears every level. Each relay is a write per watching device, and that
 * write is most of what a listening class costs the server (F7).
 */
const RELAY_GAP_MS = 400;

export const publicListener = (stored: StoredListener | null): VolumeListener | null =>
  stored ? { label: stored.label, since: stored.since } : null;

/**
 * Classroom noise on the server (docs/decisions/0052, 0053, 0148): one listening device per
 * class, its levels relayed to the class's devices (never stored), and the 'Too Loud' tally
 * counted here from those levels at the teacher's Too Loud line (domain V4, V5), so two
 * devices can never count twice. This instance
 * holds the window of the classes whose listener is connected to it; the listener itself is
 * recorded on the class so every instance's snapshot names it.
 */
export class VolumeHub {
  private readonly listening = new Map<number, Listening>();
  /** When the tally of a class last counted (the 5 s gap holds for the HTTP increment too). */
  private readonly countedAt = new Map<number, number>();
  /** When a count from the levels found the tally off (ask again after the 5 s gap). */
  private readonly refusedAt = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly realtime: Realtime,
    private readonly clock: Clock,
  ) {}

  /** This socket listens for the class from now on; whoever listened before stops. */
  async listen(classId: number, socketId: string, label: string): Promise<VolumeListener> {
    const since = new Date(this.clock.now()).toISOString();
    const stored: StoredListener = { socketId, label, since };
    const row = await this.db
      .updateTable('class_settings')
      .set({ volume_listener: JSON.stringify(stored) })
      .where('class_id', '=', classId)
      .returning('volume_threshold')
      .executeTakeFirst();
    this.listening.set(classId, {
      socketId,
      label,
      since: this.clock.now(),
      tally: NO_TALLY,
      line: row?.volume_threshold ?? TOO_LOUD_LINE_DEFAULT,
      heardAt: Number.NEGATIVE_INFINITY,
      relayedAt: Number.NEGATIVE_INFINITY,
    });
    const listener = publicListener(stored);
    volumeListener(this.realtime, classId, listener, socketId);
    return listener as VolumeListener;
  }

  /** The socket stops listening (it asked, it left the page, or it disconnected). */
  async stop(classId: number, socketId: string): Promise<VolumeListener | null> {
    const mine = this.listening.get(classId);
    if (mine?.socketId === socketId) this.listening.delete(classId);
    // Only the listener's own record is cleared: another device may have taken over meanwhile.
    const cleared = await sql<{ class_id: number }>`
      update class_settings set volume_listener = null
      where class_id = ${classId} and volume_listener ->> 'socketId' = ${socketId}
      returning class_id`.execute(this.db);
    if (cleared.rows.length > 0) volumeListener(this.realtime, classId, null);
    const row = await this.db
      .selectFrom('class_settings')
      .select('volume_listener')
      .where('class_id', '=', classId)
      .executeTakeFirst();
    return publicListener(row?.volume_listener ?? null);
  }

  /** A socket went away: it stops listening for every class it listened for. */
  async disconnected(socketId: string): Promise<void> {
    const classes = [...this.listening].filter(([, l]) => l.socketId === socketId);
    await Promise.all(classes.map(([classId]) => this.stop(classId, socketId)));
  }

  /**
   * The teacher changed the class's settings (PATCH, after commit): the Too Loud line counts
   * from the next level, and a tally switched on counts again at once rather than after its 5 s
   * wait for "off". Other instances hear it too, in case the listener is theirs.
   */
  prefsChanged(classId: number, rule: TallyRule): void {
    this.ruleChanged(classId, rule);
    this.realtime.toPeers('volume:rule', classId, rule);
  }

  /** The class's tally rule, from this instance's PATCH or another's (`volume:rule`). */
  ruleChanged(classId: number, { enabled, line }: TallyRule): void {
    if (enabled) this.refusedAt.delete(classId);
    const listening = this.listening.get(classId);
    if (listening) listening.line = line;
  }

  /**
   * Another instance's device claimed the class. The database, not the order the two claims'
   * messages arrive in, says who listens: two devices claiming at once on two instances would
   * otherwise each forget their own window, and the one the database names would go unheard.
   */
  async movedElsewhere(classId: number, socketId: string): Promise<void> {
    const mine = this.listening.get(classId);
    if (!mine || mine.socketId === socketId) return;
    const row = await this.db
      .selectFrom('class_settings')
      .select('volume_listener')
      .where('class_id', '=', classId)
      .executeTakeFirst();
    // Still this instance's device in the record (its write came last): it keeps listening.
    if (row?.volume_listener?.socketId === mine.socketId) return;
    if (this.listening.get(classId) === mine) this.listening.delete(classId);
  }

  /**
   * A level from a device. Only the class's listener is heard: its level goes into the tally's
   * window, and (at most ~2 a second) to the devices that draw the meter.
   */
  async level(
    classId: number,
    socketId: string,
    level: number,
    earlier: readonly number[] = [],
  ): Promise<void> {
    const listening = this.listening.get(classId);
    if (!listening || listening.socketId !== socketId) return;
    const now = this.clock.now();
    if (now - listening.heardAt < MIN_LEVEL_GAP_MS) return;
    listening.heardAt = now;
    if (now - listening.relayedAt >= RELAY_GAP_MS) {
      listening.relayedAt = now;
      volumeLevel(this.realtime, classId, Math.round(level));
    }
    const last = this.countedAt.get(classId) ?? null;
    // Earlier readings of the same message stand for the quarter seconds before it.
    const readings = [...earlier.slice(-3), level];
    let state = { ...listening.tally, countedAt: last };
    let counted: number | null = null;
    const rule = { enabled: true, line: listening.line };
    for (const [i, reading] of readings.entries()) {
      const newest = state.levels.at(-1)?.at ?? Number.NEGATIVE_INFINITY;
      const at = Math.max(newest, now - (readings.length - 1 - i) * READING_MS);
      const step = tallyLevel(state, reading, at, rule);
      state = step.state;
      if (step.counted) counted = step.average;
    }
    listening.tally = state;
    if (counted === null) return;
    // The tally was off when last asked: not asked again for 5 s (a loud class with the tally
    // off would otherwise lock its class row four times a second).
    const refused = this.refusedAt.get(classId);
    if (refused !== undefined && now - refused < TALLY_GAP_MS) return;
    // Taken now, before the write: a level arriving meanwhile must not count again.
    this.countedAt.set(classId, now);
    // The database decides whether the tally is on, and checks the average against the line
    // it holds (a line raised on another instance just now); a count it refuses is not a count.
    if (await this.count(classId, counted)) this.refusedAt.delete(classId);
    else {
      this.refusedAt.set(classId, now);
      this.forgetCount(classId, now, last);
    }
  }

  private forgetCount(classId: number, now: number, last: number | null): void {
    if (this.countedAt.get(classId) !== now) return;
    if (last === null) this.countedAt.delete(classId);
    else this.countedAt.set(classId, last);
  }

  /**
   * `POST .../volume-tally/increment`: the same rule's gap (at most once per 5 s), and only
   * with the tally enabled. Null when it did not count.
   */
  async increment(classId: number): Promise<{ count: number; version: number } | null> {
    const now = this.clock.now();
    const last = this.countedAt.get(classId) ?? null;
    if (last !== null && now - last < TALLY_GAP_MS) return null;
    this.countedAt.set(classId, now);
    const counted = await this.count(classId);
    if (!counted) this.forgetCount(classId, now, last);
    return counted;
  }

  /** `POST .../volume-tally/reset` (Start Class resets it in its own transaction). */
  async reset(classId: number): Promise<{ count: number; version: number }> {
    this.countedAt.delete(classId);
    this.refusedAt.delete(classId);
    const listening = this.listening.get(classId);
    if (listening) listening.tally = NO_TALLY;
    const version = await this.db.transaction().execute(async (trx) => {
      await lockClass(trx, classId);
      await trx
        .updateTable('class_settings')
        .set({ volume_tally_count: 0 })
        .where('class_id', '=', classId)
        .execute();
      return bumpVersion(trx, classId);
    });
    volumeTally(this.realtime, { classId, version, count: 0 });
    return { count: 0, version };
  }

  /** One count, if the tally is on and (from the levels) `average` is over the stored line. */
  private async count(
    classId: number,
    average: number | null = null,
  ): Promise<{ count: number; version: number } | null> {
    const { rows } = await COUNT_TALLY(classId, average).execute(this.db);
    const result = rows[0] ?? null;
    if (!result) return null;
    volumeTally(this.realtime, { classId, ...result });
    return result;
  }
}

/**
 * One count, in one statement: the class row locked, the tally raised only if it is on (and,
 * for a count from the levels, only if their average is over the class's Too Loud line), the
 * version raised with it. It holds the class lock as briefly as a tap does, and like a tap it
 * does not wait for the disk (db/durability.ts): a count held the lock for a transaction's
 * five round trips and a flush, and every tap statement, which locks all its classes at once,
 * waited behind it (F7: F1's p99 nearly tripled with 29 loud classes counting).
 */
const COUNT_TALLY = (classId: number, average: number | null) => sql<{
  count: number;
  version: number;
}>`
  with locked as (
    select c.id from classes as c
    cross join lateral (select set_config('synchronous_commit', 'off', true)) as async_commit
    where c.id = ${classId}
    for update of c
  ),
  counted as (
    update class_settings as s set volume_tally_count = s.volume_tally_count + 1
    from locked
    where s.class_id = locked.id and s.volume_tally_enabled
      and (${average}::float8 is null or s.volume_threshold < ${average}::float8)
    returning s.class_id, s.volume_tally_count
  ),
  ver as (
    update classes as c set version = c.version + 1
    from counted
    where c.id = counted.class_id
    returning c.version
  )
  select counted.volume_tally_count as count, ver.version from counted, ver`;

/** At start-up of a lone instance: the listeners recorded were sockets of the last run. */
export async function clearListeners(db: Db): Promise<void> {
  await db
    .updateTable('class_settings')
    .set({ volume_listener: null })
    .where('volume_listener', 'is not', null)
    .execute();
}
