import {
  BIRTH_DATE_TRIES,
  type KioskState,
  MESSAGES,
  SELF_ASSESSMENT_WINDOW_MS,
  type SelfAssessmentView,
} from '@classbeam/contracts';
import { windowOpen } from '@classbeam/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import type { Realtime } from '../../realtime/socket';
import { classChanged } from '../classes/classes.events';
import { bumpVersion, lockClass } from '../classes/classes.repository';
import { localDate } from '../operations/operations.service';
import { type KeyedClass, newClassKey } from './class-key';
import { ClassTimers } from './class-timers';
import {
  assessmentSession,
  kioskChanged,
  selfAssessmentChanged,
  selfAssessmentWindow,
} from './self-assessment.events';
import {
  closeWindow,
  endActive,
  failuresToday,
  liveSession,
  lockedStudentIds,
  openWindow,
  setWindows,
  toSessionView,
  windowOf,
} from './self-assessment.repository';

const RETRY_MS = 1000;

type Window = NonNullable<Awaited<ReturnType<typeof windowOf>>>;

/** The window's end while the page shows students (switch on, window not lapsed), else null. */
const openUntilOf = (window: Window, now: number): Date | null => {
  const until = window.self_assessment_open_until;
  return window.student_assessment_enabled && windowOpen(until?.getTime() ?? null, now)
    ? until
    : null;
};

/**
 * The self-assessment page as the teacher runs it (docs/decisions/0077): its window
 * (opened by the teacher or by the class finishing, closed by the teacher, the switch or 30
 * minutes), its key, and who is locked out today. Teachers' devices hear the whole view; the
 * iPads only that they should read their page again, so nothing leaks to one whose page closed.
 */
export class SelfAssessmentService {
  private readonly closings: ClassTimers;

  constructor(
    private readonly db: Db,
    private readonly realtime: Realtime,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {
    this.closings = new ClassTimers(clock);
  }

  /** The server's day on its clock: a lockout lasts this day. */
  today(): string {
    return localDate(new Date(this.clock.now()));
  }

  async view(classId: number): Promise<SelfAssessmentView> {
    const now = this.clock.now();
    const [cls, window, active, locked] = await Promise.all([
      this.db
        .selectFrom('classes')
        .select('share_key')
        .where('id', '=', classId)
        .executeTakeFirst(),
      windowOf(this.db, classId),
      liveSession(this.db, classId, now),
      lockedStudentIds(this.db, classId, this.today()),
    ]);
    if (!cls || !window) throw notFound(MESSAGES.classNotFound);
    return {
      key: cls.share_key,
      openUntil: openUntilOf(window, now)?.toISOString() ?? null,
      active: active ? toSessionView(active) : null,
      lockedStudentIds: locked,
    };
  }

  /**
   * Refuses (403 self_assessment_closed, saying why) unless the page is open to students. A
   * session starts under the class lock and reads the window with `db` its transaction: a
   * close, under the same lock, then either comes first or ends what the start began.
   */
  async requireOpen(db: Db, classId: number): Promise<void> {
    const window = await windowOf(db, classId);
    if (!window) throw notFound(MESSAGES.classNotFound);
    if (!window.student_assessment_enabled)
      throw new AppError(403, 'self_assessment_closed', MESSAGES.selfAssessmentDisabled);
    if (!openUntilOf(window, this.clock.now()))
      throw new AppError(403, 'self_assessment_closed', MESSAGES.selfAssessmentClosed);
  }

  /** What the iPad's page shows: students only while it is open (S9). */
  async kioskState(cls: KeyedClass): Promise<KioskState> {
    const now = this.clock.now();
    const window = await windowOf(this.db, cls.id);
    if (!window) throw notFound(MESSAGES.classNotFound);
    const { language } = window;
    if (!window.student_assessment_enabled)
      return { state: 'disabled', className: cls.name, language };
    const openUntil = openUntilOf(window, now);
    if (!openUntil) return { state: 'closed', className: cls.name, language };
    const [students, failures, active] = await Promise.all([
      this.db
        .selectFrom('students')
        .select(['id', 'name', 'avatar', 'birth_date_hash'])
        .where('class_id', '=', cls.id)
        .where('is_active', '=', true)
        .orderBy('id')
        .execute(),
      failuresToday(this.db, cls.id, this.today()),
      liveSession(this.db, cls.id, now),
    ]);
    const triesLeft = (id: number) => Math.max(0, BIRTH_DATE_TRIES - (failures.get(id) ?? 0));
    return {
      state: 'open',
      className: cls.name,
      language,
      students: students.map((s) => ({
        id: s.id,
        name: s.name,
        avatarUrl: s.avatar || null,
        hasBirthDate: s.birth_date_hash !== null,
        locked: triesLeft(s.id) === 0,
        triesLeft: triesLeft(s.id),
      })),
      active: active ? toSessionView(active) : null,
      openUntil: openUntil.toISOString(),
    };
  }

  /** The teacher opens the page for 30 minutes, or closes it (ending the session in it). */
  async setOpen(classId: number, open: boolean): Promise<SelfAssessmentView> {
    if (open) {
      if (!(await this.open(classId)))
        throw new AppError(409, 'conflict', MESSAGES.selfAssessmentDisabled);
    } else await this.shut(classId);
    return this.changed(classId);
  }

  /**
   * A new key voids every printed QR code and link: the iPads holding the old one are put out
   * and the session in progress ends. Display links draw the QR code from their snapshot, so
   * the class version moves on and they read it again: the new key while the page is open (a
   * leaked display link is shut out by revoking it, not by a new key), none while closed.
   */
  async rotateKey(classId: number): Promise<SelfAssessmentView> {
    const { version, ended } = await this.db.transaction().execute(async (trx) => {
      await lockClass(trx, classId);
      await trx
        .updateTable('classes')
        .set({ share_key: newClassKey() })
        .where('id', '=', classId)
        .execute();
      const ended = await endActive(trx, classId);
      return { version: await bumpVersion(trx, classId), ended };
    });
    this.realtime.closeKiosks(classId);
    classChanged(this.realtime, classId, version);
    if (ended) assessmentSession(this.realtime, classId, null);
    const view = await this.view(classId);
    selfAssessmentChanged(this.realtime, classId, view);
    return view;
  }

  /**
   * The page changed (opened, closed, a student locked out or unlocked): teachers see it all,
   * the iPads read their page again, displays hear whether it is open (their QR code shows only
   * then).
   */
  async changed(classId: number): Promise<SelfAssessmentView> {
    const view = await this.view(classId);
    selfAssessmentChanged(this.realtime, classId, view);
    kioskChanged(this.realtime, classId);
    selfAssessmentWindow(this.realtime, classId, view.openUntil);
    return view;
  }

  /**
   * The lesson reached its end: the last activity (when the scoreboard's QR code first shows)
   * or 'complete' (the 'Class Complete!' panel). The page opens by itself for its 30 minutes.
   */
  async classCompleted(classId: number): Promise<void> {
    if (await this.open(classId)) await this.changed(classId);
  }

  /**
   * Student assessment switched on or off (PATCH settings). Off closes the page and ends its
   * session. Either way display links read their snapshot again, which then holds no class key:
   * off closes the page, and on it stays closed until opened (the key comes with the window).
   */
  async switched(classId: number, enabled: boolean): Promise<void> {
    if (!enabled) await this.shut(classId);
    const version = await this.db.transaction().execute(async (trx) => {
      await lockClass(trx, classId);
      return bumpVersion(trx, classId);
    });
    classChanged(this.realtime, classId, version);
    await this.changed(classId);
  }

  /** After a restart: every window still set closes on time (a lapsed one at once). */
  async restore(): Promise<void> {
    for (const row of await setWindows(this.db)) {
      const until = row.self_assessment_open_until;
      if (until) this.closeAt(row.class_id, until.getTime());
    }
  }

  close(): void {
    this.closings.close();
  }

  /** Opens the window for SELF_ASSESSMENT_WINDOW_MS from now; false while the switch is off. */
  private async open(classId: number): Promise<boolean> {
    const until = this.clock.now() + SELF_ASSESSMENT_WINDOW_MS;
    if (!(await openWindow(this.db, classId, new Date(until)))) return false;
    this.closeAt(classId, until);
    return true;
  }

  /**
   * Closes the window and ends the session in it. With `lapsedBy`, only a window that has run
   * out by then (one opened again meanwhile stays). True when anything changed.
   */
  private async shut(classId: number, lapsedBy?: Date): Promise<boolean> {
    const { closed, ended } = await this.db.transaction().execute(async (trx) => {
      await lockClass(trx, classId);
      const closed = await closeWindow(trx, classId, lapsedBy);
      const ended = lapsedBy && !closed ? false : await endActive(trx, classId);
      return { closed, ended };
    });
    if (!lapsedBy) this.closings.clear(classId);
    if (ended) assessmentSession(this.realtime, classId, null);
    return closed || ended;
  }

  private closeAt(classId: number, at: number): void {
    this.closings.set(classId, at, () => void this.lapse(classId));
  }

  /** The window's time is up: it closes by itself, and everyone is told. */
  private async lapse(classId: number): Promise<void> {
    try {
      if (await this.shut(classId, new Date(this.clock.now()))) {
        await this.changed(classId);
        return;
      }
      // Opened again meanwhile (the class finished, or another instance): close at its new end.
      const until = (await windowOf(this.db, classId))?.self_assessment_open_until;
      if (until) this.closeAt(classId, until.getTime());
    } catch (error) {
      if (this.closings.isClosed || (error instanceof AppError && error.status === 404)) return;
      this.log.warn({ err: error, classId }, 'self-assessment window close failed; retrying');
      this.closings.set(classId, this.clock.now() + RETRY_MS, () => void this.lapse(classId));
    }
  }
}
