import { randomBytes } from 'node:crypto';
import {
  type AssessmentDto,
  LEASE_HEARTBEAT_MS,
  LEASE_TTL_MS,
  MESSAGES,
  type SelfAssessmentSchema,
  type SessionEntry,
  type SessionLease,
  type SessionStartSchema,
} from '@classbeam/contracts';
import { leaseExpiresAt } from '@classbeam/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import type { Realtime } from '../../realtime/socket';
import { assessmentsChanged } from '../assessments/assessments.events';
import { saveAssessment } from '../assessments/assessments.repository';
import type { LoginLimiter } from '../auth/login-limiter';
import { lockClass } from '../classes/classes.repository';
import { ClassTimers } from './class-timers';
import { proveIdentity } from './identity';
import { assessmentSession } from './self-assessment.events';
import {
  activeSessions,
  claimant,
  endActive as endActiveRow,
  expireStale,
  liveSession,
  toSessionView,
} from './self-assessment.repository';
import type { SelfAssessmentService } from './self-assessment.service';

const RETRY_MS = 1000;
const UNIQUE_VIOLATION = '23505';

/** A session id as the server makes them; anything else names no session. */
const SESSION_ID = /^\d{1,10}-\d{1,16}-[A-Za-z0-9_-]{22}$/;

const ended = () => new AppError(410, 'session_ended', MESSAGES.sessionEnded);
const inSession = () => new AppError(409, 'session_active', MESSAGES.anotherStudentInSession);

interface SessionDeps {
  db: Db;
  realtime: Realtime;
  clock: Clock;
  log: FastifyBaseLogger;
  page: SelfAssessmentService;
  limiter: LoginLimiter;
  birthDateKey: string;
}

/**
 * One student in session per class (S10, R8). A session is a lease: the partial unique index
 * on active sessions lets one start win, the iPad renews it every 5 s, and one not renewed for
 * 15 s is free. Its id is made here, unguessable, and is the iPad's proof for heartbeat,
 * submit and end; other devices see the session without it. Every start, end and expiry is
 * pushed to the class's teachers and iPads; the expiry by a timer at the lease's end.
 */
export class SessionService {
  private readonly expiries: ClassTimers;

  constructor(private readonly deps: SessionDeps) {
    this.expiries = new ClassTimers(deps.clock);
  }

  /** The spec's 5 s poll: the live session, if any, without its id. */
  async list(classId: number): Promise<SessionEntry[]> {
    const row = await liveSession(this.deps.db, classId, this.deps.clock.now());
    if (!row) return [];
    return [
      {
        studentId: row.student_id,
        sessionType: 'self_assessment',
        isActive: true,
        createdAt: row.created_at.toISOString(),
        lastHeartbeat: row.last_heartbeat.toISOString(),
      },
    ];
  }

  async start(
    classId: number,
    input: z.output<typeof SessionStartSchema>,
    ip: string,
  ): Promise<SessionLease> {
    const { db, clock, page, realtime } = this.deps;
    await page.requireOpen(db, classId);
    const student = await claimant(db, classId, input.studentId);
    if (!student) throw notFound(MESSAGES.studentNotFound);
    // Someone holds the class already: the student is told to wait before any date of birth
    // is compared, so a try made from an iPad that had not heard yet costs them nothing.
    if (await liveSession(db, classId, clock.now())) throw inSession();
    await proveIdentity(
      { ...this.deps, today: () => page.today(), locked: (id) => page.changed(id) },
      student,
      input.birthDate,
      ip,
    );
    const now = clock.now();
    const sessionId = `${student.id}-${now}-${randomBytes(16).toString('base64url')}`;
    const row = await db
      .transaction()
      .execute(async (trx) => {
        // Under the class lock: a close of the page either came first or ends this session.
        await lockClass(trx, classId);
        await page.requireOpen(trx, classId);
        await expireStale(trx, classId, now);
        return trx
          .insertInto('assessment_sessions')
          .values({
            id: sessionId,
            class_id: classId,
            student_id: student.id,
            created_at: new Date(now),
            last_heartbeat: new Date(now),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      })
      .catch((error: unknown) => {
        // The index holds one active session per class, whatever the timing.
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw inSession();
        throw error;
      });
    this.watch(classId, now);
    assessmentSession(realtime, classId, toSessionView(row));
    return {
      sessionId,
      studentId: student.id,
      name: student.name,
      goal: student.goal,
      heartbeatMs: LEASE_HEARTBEAT_MS,
    };
  }

  /** The iPad renews its lease; a lease gone (ended, expired, another class's) is 410. */
  async heartbeat(classId: number, sessionId: string): Promise<void> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const renewed = SESSION_ID.test(sessionId)
      ? await db
          .updateTable('assessment_sessions')
          .set({ last_heartbeat: new Date(now) })
          .where('id', '=', sessionId)
          .where('class_id', '=', classId)
          .where('is_active', '=', true)
          .where('last_heartbeat', '>', new Date(now - LEASE_TTL_MS))
          .returning('id')
          .executeTakeFirst()
      : undefined;
    if (renewed) return;
    // Lapsed before its timer fired here (another instance started it): free it now.
    await this.expire(classId);
    throw ended();
  }

  /** The dialog closed (the iPad, or the teacher): the session ends. Ending one twice is fine. */
  async end(classId: number, sessionId: string): Promise<void> {
    if (!SESSION_ID.test(sessionId)) return;
    const rows = await this.deps.db
      .updateTable('assessment_sessions')
      .set({ is_active: false })
      .where('id', '=', sessionId)
      .where('class_id', '=', classId)
      .where('is_active', '=', true)
      .returning('id')
      .execute();
    if (rows.length === 0) return;
    this.expiries.clear(classId);
    assessmentSession(this.deps.realtime, classId, null);
  }

  /**
   * The teacher ends whoever's turn it is (a student walked away from an awake iPad, which
   * would otherwise keep the class forever). Their iPad hears it at its next heartbeat.
   */
  async endActive(classId: number): Promise<void> {
    if (!(await endActiveRow(this.deps.db, classId))) return;
    this.expiries.clear(classId);
    assessmentSession(this.deps.realtime, classId, null);
  }

  /**
   * The student's own rating, saved for the classroom's today under the lease that proved who they are; the
   * session ends with it. Goal progress is kept only for a student with a goal.
   */
  async submit(
    classId: number,
    sessionId: string,
    scores: z.output<typeof SelfAssessmentSchema>,
  ): Promise<{ dto: AssessmentDto; created: boolean }> {
    const { db, clock, page, realtime } = this.deps;
    if (!SESSION_ID.test(sessionId)) throw ended();
    const now = clock.now();
    const saved = await db.transaction().execute(async (trx) => {
      const session = await trx
        .selectFrom('assessment_sessions as a')
        .innerJoin('students as s', 's.id', 'a.student_id')
        .select(['a.id', 'a.student_id', 's.goal'])
        .where('a.id', '=', sessionId)
        .where('a.class_id', '=', classId)
        .where('a.is_active', '=', true)
        // A student hidden by a class load meanwhile is no longer in the class.
        .where('s.is_active', '=', true)
        .where('a.last_heartbeat', '>', new Date(now - LEASE_TTL_MS))
        .forUpdate()
        .executeTakeFirst();
      if (!session) return null;
      const saved = await saveAssessment(trx, {
        studentId: session.student_id,
        classId,
        date: classroomDate(scores.date, page.today()),
        source: 'self',
        understanding: scores.understanding,
        behavior: scores.behavior,
        growth: scores.growth,
        goalProgress: session.goal.trim() ? (scores.goalProgress ?? null) : null,
        at: now,
      });
      await trx
        .updateTable('assessment_sessions')
        .set({ is_active: false })
        .where('id', '=', session.id)
        .execute();
      return saved;
    });
    if (!saved) {
      await this.expire(classId);
      throw ended();
    }
    this.expiries.clear(classId);
    assessmentSession(realtime, classId, null);
    assessmentsChanged(realtime, classId, saved.dto.studentId, 'self');
    return saved;
  }

  /** After a restart: every lease marked active gets its expiry again (a lapsed one at once). */
  async restore(): Promise<void> {
    for (const row of await activeSessions(this.deps.db))
      this.watch(row.class_id, row.last_heartbeat.getTime());
  }

  close(): void {
    this.expiries.close();
  }

  /** Checks the class's lease when it would lapse if no heartbeat came (R8). */
  private watch(classId: number, lastHeartbeat: number): void {
    this.expiries.set(classId, leaseExpiresAt(lastHeartbeat), () => void this.expire(classId));
  }

  /**
   * Frees the class's lease if it has lapsed, and tells everyone; a lease renewed meanwhile is
   * watched again at its new end. Heartbeats do not re-arm the timer: it re-arms itself here.
   */
  private async expire(classId: number): Promise<void> {
    const { db, clock, realtime, log } = this.deps;
    try {
      const now = clock.now();
      if (await expireStale(db, classId, now)) assessmentSession(realtime, classId, null);
      const live = await liveSession(db, classId, now);
      if (live) this.watch(classId, live.last_heartbeat.getTime());
    } catch (error) {
      if (this.expiries.isClosed) return;
      log.warn({ err: error, classId }, 'self-assessment lease check failed; retrying');
      this.expiries.set(classId, clock.now() + RETRY_MS, () => void this.expire(classId));
    }
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The iPad's date when it is within a day of the server's (time zones apart, the classroom's
 * evening is the server's tomorrow); anything further is a wrong clock, and the server's day
 * counts.
 */
export function classroomDate(sent: string | undefined, serverToday: string): string {
  if (!sent) return serverToday;
  const apart = Math.abs(Date.parse(`${sent}T00:00:00Z`) - Date.parse(`${serverToday}T00:00:00Z`));
  return apart <= DAY_MS ? sent : serverToday;
}
