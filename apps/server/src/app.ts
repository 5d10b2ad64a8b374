import type { Server as TlsServer } from 'node:tls';
import { SOCKET_PATH } from '@classbeam/contracts';
import { Signer } from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { OffsetClock } from './clock';
import type { Db } from './db/database';
import { moveVersionsPastCrash, onVersionsMoved } from './db/durability';
import type { Config } from './env';
import { answerClientError, registerErrorHandling, toApiError } from './http/errors';
import { healthRoute } from './http/health';
import { registerNoBody } from './http/no-body';
import { guardRawAnswers, registerSecurity } from './http/security';
import { registerSessions } from './http/session';
import { registerStorableText } from './http/storable-text';
import { registerWeb } from './http/web';
import { assessmentRoutes } from './modules/assessments/assessments.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { LoginLimiter } from './modules/auth/login-limiter';
import { schoolSignInRoutes } from './modules/auth/oidc/oidc.routes';
import { SchoolProviders } from './modules/auth/oidc/oidc.service';
import { PostgresSessionStore } from './modules/auth/session-store';
import { classConfigRoutes } from './modules/class-configs/class-configs.routes';
import { runRoutes, testClockRoute } from './modules/class-run/run.routes';
import { RunService } from './modules/class-run/run.service';
import { runSocket } from './modules/class-run/run.socket';
import { scheduleConfigRoutes } from './modules/class-run/schedule-configs.routes';
import { classChanged } from './modules/classes/classes.events';
import { classRoutes } from './modules/classes/classes.routes';
import { classSocket } from './modules/classes/classes.socket';
import { displayRoutes, displaySnapshotByToken } from './modules/display/display.routes';
import { displaySocket } from './modules/display/display.socket';
import { groupRoutes } from './modules/groups/groups.routes';
import { historyRoutes } from './modules/history/history.routes';
import { operationRoutes } from './modules/operations/operations.routes';
import { forgetOldOperations, localDate } from './modules/operations/operations.service';
import { operationsSocket } from './modules/operations/operations.socket';
import { TapCommitter } from './modules/operations/tap-committer';
import { RandomPickService } from './modules/random-pick/random-pick.service';
import { randomPickSocket } from './modules/random-pick/random-pick.socket';
import { reportRoutes } from './modules/reports/reports.routes';
import { rosterCsvRoutes } from './modules/roster-csv/roster-csv.routes';
import { kioskRoutes } from './modules/self-assessment/kiosk.routes';
import { deleteOldFailures } from './modules/self-assessment/self-assessment.repository';
import { selfAssessmentRoutes } from './modules/self-assessment/self-assessment.routes';
import { SelfAssessmentService } from './modules/self-assessment/self-assessment.service';
import { SessionService } from './modules/self-assessment/sessions.service';
import { skillRoutes } from './modules/skills/skills.routes';
import { finishDeletions } from './modules/students/deletions';
import { studentsChanged } from './modules/students/students.events';
import { studentRoutes } from './modules/students/students.routes';
import { clearListeners, VolumeHub } from './modules/volume/volume.hub';
import { volumeRoutes } from './modules/volume/volume.routes';
import { volumeSocket } from './modules/volume/volume.socket';
import { fanOutThrough } from './realtime/fan-out';
import { attachRealtime, type Realtime } from './realtime/socket';
import { answerPlainHttp } from './tls/serve';

export interface AppOptions {
  config: Config;
  db: Db;
  /** The class run's time; tests pass their own to move it forward. */
  clock?: OffsetClock;
  /** How often deletes whose undo window has passed are made final (tests choose their own). */
  deleteSweepMs?: number;
  /** Serve https with this certificate and key (PEM) instead of plain http (tls/serve.ts). */
  https?: { cert: string; key: string };
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
    runs: RunService;
    clock: OffsetClock;
    /** Every route as registered, so tests can cover each one without a hand-kept list. */
    routeInventory: RouteEntry[];
  }
}

export type App = FastifyInstance;

export interface RouteEntry {
  method: string;
  url: string;
  /** Registered with TAKES_BODY; every other route refuses a body (http/no-body.ts). */
  takesBody: boolean;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * What a request's log line keeps of it: the method, the path and who asked. Not the query (a
 * school sign-in's code and state, a socket's handshake) and not a display link's token, which
 * opens the class's board to whoever reads it: logs are kept, copied and sent to others.
 */
function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: pathForLog(request.url), remoteAddress: request.ip };
}

/** A request's URL as the logs show it (requestForLog). */
const pathForLog = (url: string): string =>
  (url.split('?')[0] ?? '').replace(/^(\/(?:api\/)?display\/)[^/]+/, '$1…');

/** Builds the whole server without listening, so tests drive it with inject() or port 0. */
export async function buildApp({
  config,
  db,
  clock = new OffsetClock(),
  deleteSweepMs = 2000,
  https,
}: AppOptions): Promise<App> {
  // Fastify types an https server apart; everything here treats it as the same server.
  const tlsOption = https ? ({ https } as unknown as Record<string, never>) : {};
  const app = Fastify({
    ...tlsOption,
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, serializers: { req: requestForLog } },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    clientErrorHandler: answerClientError,
    // A URL Fastify cannot decode fails before any route: answer it in our shape, not Fastify's.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const { status, body } = toApiError(error);
      void reply.status(status).header('cache-control', 'no-store').send(body);
    },
  });
  // The https port answers an old http:// bookmark with the same address over https.
  if (https) answerPlainHttp(app.server as unknown as TlsServer);
  const signer = new Signer(config.sessionSecret);
  const store = new PostgresSessionStore(db);
  const limiter = new LoginLimiter(db);

  const routeInventory: RouteEntry[] = [];
  app.decorate('routeInventory', routeInventory);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      if (method !== 'HEAD')
        routeInventory.push({
          method,
          url: route.url,
          takesBody: route.config?.takesBody === true,
        });
  });
  registerErrorHandling(app);
  registerStorableText(app);
  registerNoBody(app);
  await registerSecurity(app, config);
  await registerSessions(app, { signer, store, production: config.production });
  const realtime = attachRealtime(app, { db, store, signer, publicOrigins: config.publicOrigins });
  app.decorate('realtime', realtime);
  // However a session ends (sign-out, a sign-in over it, the account deleted), its sockets go
  // out on every instance; expiry is watched by the sockets' own instance (realtime/socket.ts).
  store.onEnded((sid) => realtime.disconnectSession(sid));
  guardRawAnswers(app.server, SOCKET_PATH);
  if (config.redisUrl) {
    const fanOut = await fanOutThrough(realtime.io, {
      redisUrl: config.redisUrl,
      sessionSecret: config.sessionSecret,
      log: app.log,
      onReconnected: () => {
        realtime.recheckDoors().catch((error: unknown) => {
          app.log.error({ err: error }, 'Could not check sockets after Redis came back');
        });
      },
    });
    realtime.enablePeers();
    // Once requests have finished: what they broadcast still gets its chance to reach Redis.
    app.addHook('onClose', async () => fanOut.close());
  }

  healthRoute(app, db);
  const school = new SchoolProviders(config.schoolSignIn.providers);
  const ssoOnly = config.schoolSignIn.ssoOnly;
  authRoutes(app, { db, limiter, realtime, store, school, ssoOnly });
  schoolSignInRoutes(app, { db, limiter, school, ssoOnly, publicOrigins: config.publicOrigins });
  classRoutes(app, { db, realtime });
  studentRoutes(app, { db, realtime, clock, birthDateKey: config.birthDateKey });
  rosterCsvRoutes(app, { db, realtime, clock, birthDateKey: config.birthDateKey });
  const committer = new TapCommitter(db, (c) =>
    studentsChanged(realtime, c.classId, c.version, c.students, c.opIds, c.awards),
  );
  operationRoutes(app, { db, realtime, committer });
  displayRoutes(app, { db, realtime, clock });
  const page = new SelfAssessmentService(db, realtime, clock, app.log);
  const sessions = new SessionService({
    db,
    realtime,
    clock,
    log: app.log,
    page,
    limiter,
    birthDateKey: config.birthDateKey,
  });
  const volume = new VolumeHub(db, realtime, clock);
  // The end of the lesson opens the self-assessment page (the last activity, when the QR code
  // first shows, and Class Complete); switching it off closes it. The tally counts by the
  // class's switch and Too Loud line as soon as the teacher changes them.
  const runs = new RunService(db, realtime, clock, app.log, {
    completed: (classId) => page.classCompleted(classId),
    reachedLastActivity: (classId) => page.classCompleted(classId),
    studentAssessmentSwitched: (classId, enabled) => page.switched(classId, enabled),
    prefsChanged: (classId, prefs) =>
      volume.prefsChanged(classId, {
        enabled: prefs.volumeTallyEnabled,
        line: prefs.volumeThreshold,
      }),
  });
  app.decorate('runs', runs);
  // Every instance arms every counting class's wake-up: the run goes on when one instance stops.
  realtime.io.on('run:moved', (classId) => runs.movedElsewhere(classId));
  app.decorate('clock', clock);
  runRoutes(app, { db, runs, clock });
  scheduleConfigRoutes(app, { db });
  groupRoutes(app, { db, realtime });
  skillRoutes(app, { db, realtime });
  historyRoutes(app, { db, realtime });
  classConfigRoutes(app, { db, realtime });
  realtime.io.on('volume:moved', (classId, socketId) => {
    volume.movedElsewhere(classId, socketId).catch((error) => app.log.error(error));
  });
  realtime.io.on('volume:rule', (classId, rule) => volume.ruleChanged(classId, rule));
  volumeRoutes(app, { db, hub: volume });
  assessmentRoutes(app, { db, realtime, clock });
  selfAssessmentRoutes(app, { db, page });
  kioskRoutes(app, { db, page, sessions });
  reportRoutes(app, { db, clock });
  if (config.testClock) testClockRoute(app, clock);
  realtime.use(classSocket(db, clock, page));
  realtime.use(operationsSocket(db, realtime, committer));
  realtime.use(displaySocket(db, clock));
  realtime.use(runSocket(db, runs, clock));
  realtime.use(volumeSocket(db, volume));
  realtime.use(randomPickSocket(db, new RandomPickService(db, realtime, clock)));
  // After a database crash, devices hear that their class moved on and take a fresh snapshot.
  const stopMoved = onVersionsMoved(db, (moved) => {
    for (const { id, version } of moved) classChanged(realtime, id, version);
  });
  app.addHook('onClose', async () => stopMoved());
  app.addHook('onReady', async () => {
    // A crash before this start (the machine's, say) may have taken back commits devices saw.
    await moveVersionsPastCrash(db);
    // Classes running when the server stopped pick up where their clocks say they are (R6).
    await runs.restore();
    // Open self-assessment windows close on time, and leases left by sleeping iPads expire (R8).
    await page.restore();
    await sessions.restore();
    // Alone, this instance held every socket: nobody listens for any class any more.
    if (!config.redisUrl) await clearListeners(db);
  });
  app.addHook('onClose', async () => {
    runs.close();
    page.close();
    sessions.close();
  });
  await registerWeb(app, config.webDist, {
    displaySnapshot: (token) => displaySnapshotByToken(db, token, clock),
  });

  // Expired sessions, old login windows and operation ids past their retention are swept at
  // start and hourly (a server restarted nightly still sweeps); the timer never holds the
  // process.
  const sweepOnce = () => {
    const now = clock.now();
    void store.deleteExpired().catch(() => {});
    void limiter.deleteExpired().catch(() => {});
    void deleteOldFailures(db, localDate(new Date(now))).catch(() => {});
    const retention = config.opIdRetentionDays * 24 * 60 * 60 * 1000;
    void forgetOldOperations(db, new Date(now - retention)).catch(() => {});
  };
  app.addHook('onReady', async () => sweepOnce());
  const sweep = setInterval(sweepOnce, 60 * 60 * 1000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  // Deleted students whose undo window has passed are deleted for good: checked at start (a
  // restart in the window loses no delete) and every 2 s (one probe of a partial index), so a
  // delete is final at most ~2 s after its window, whichever instance made it.
  let finishing: Promise<void> | null = null;
  const finishOnce = () => {
    finishing ??= finishDeletions(db, new Date(clock.now()))
      .then(() => {})
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'Finishing deletes failed; the next sweep tries again');
      })
      .finally(() => {
        finishing = null;
      });
    return finishing;
  };
  app.addHook('onReady', async () => finishOnce());
  const deletions = setInterval(() => void finishOnce(), deleteSweepMs);
  deletions.unref();
  app.addHook('onClose', async () => {
    clearInterval(deletions);
    await finishing;
  });

  return app;
}
