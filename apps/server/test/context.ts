import { randomBytes } from 'node:crypto';
import type { User } from '@classbeam/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type App, buildApp } from '../src/app';
import { createDatabaseFrom, dropDatabase, ensureDatabase } from '../src/db/admin';
import { createDb, type Db, migrateToLatest } from '../src/db/database';
import { type Config, loadConfig } from '../src/env';

export const ORIGIN = 'http://localhost';

/**
 * The self-assessment iPad's routes: the class key in the x-class-key header opens them, not a
 * teacher. Without the key (or with a wrong one) they answer 404, exactly like a missing class.
 */
export const KEY_ROUTES = new Set([
  'GET /api/self-assessment/:classId',
  'POST /api/classes/:id/assessment-sessions',
  'POST /api/classes/:id/assessment-sessions/:sessionId/heartbeat',
  'POST /api/classes/:id/assessment-sessions/:sessionId/assessment',
]);

/** Routes anyone may call; every other /api route needs a teacher (deny by default). */
export const PUBLIC_ROUTES = new Set([
  ...KEY_ROUTES,
  'POST /api/auth/signup',
  'POST /api/auth/signin',
  'GET /api/auth/user',
  'GET /api/login',
  'GET /api/logout',
  'GET /api/avatars/:key',
  'GET /api/display/:token',
  'GET /api/health',
  'GET /api/auth/sign-in-options',
  'GET /api/auth/oidc/:provider/start',
  'GET /api/auth/oidc/:provider/callback',
  'GET /api/auth/oidc/:provider/sign-out',
  'DELETE /api/auth/school-link',
]);

export interface Teacher {
  user: User;
  cookie: string;
}

export interface TestContext {
  app: App;
  db: Db;
  config: Config;
  url: string;
  /** inject() with our Origin, JSON body and the given teacher's cookie. */
  request(options: InjectOptions & { as?: Teacher | null }): Promise<LightMyRequestResponse>;
  signUp(
    overrides?: Partial<{ email: string; password: string; firstName: string }>,
  ): Promise<Teacher>;
  close(): Promise<void>;
}

/** A fresh, migrated database of its own (a copy of the run's template) and an app on it. */
export async function createTestContext(
  configOverrides: Partial<Config> = {},
  /** A database of the test's own (a cluster it crashes, say), kept when the context closes. */
  ownDatabaseUrl?: string,
): Promise<TestContext> {
  const url = ownDatabaseUrl ?? databaseUrlFor(`t_${randomBytes(6).toString('hex')}`);
  if (ownDatabaseUrl) await ensureDatabase(url);
  // A copy of the run's migrated template (global-setup.ts): the migrations ran there once.
  else await createDatabaseFrom(url, inject('templateDatabase'));
  const db = createDb(url, { max: 5 });
  // A database of the test's own (its own cluster, say) is migrated here, as the server does.
  if (ownDatabaseUrl) await migrateToLatest(db);
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: 'x'.repeat(48),
      DATA_DIR: '/tmp/classbeam-test-data',
    }),
    publicOrigins: [ORIGIN],
    webDist: '/nonexistent',
    ...configOverrides,
  };
  const app = await buildApp({ config, db });
  await app.ready();
  let counter = 0;

  const request: TestContext['request'] = ({ as, headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: {
        origin: ORIGIN,
        ...(as ? { cookie: as.cookie } : {}),
        ...headers,
      },
    });

  const signUp: TestContext['signUp'] = async (overrides = {}) => {
    counter += 1;
    const body = {
      email: overrides.email ?? `teacher${counter}-${randomBytes(3).toString('hex')}@school.test`,
      password: overrides.password ?? 'maple-syrup-42',
      firstName: overrides.firstName ?? `Teacher${counter}`,
    };
    const res = await request({ method: 'POST', url: '/api/auth/signup', payload: body });
    if (res.statusCode !== 201) throw new Error(`sign up failed: ${res.statusCode} ${res.body}`);
    return { user: res.json(), cookie: cookieFrom(res) };
  };

  return {
    app,
    db,
    config,
    url,
    request,
    signUp,
    close: async () => {
      await app.close();
      await db.destroy();
      if (!ownDatabaseUrl) await dropDatabase(url);
    },
  };
}

export function databaseUrlFor(name: string): string {
  const url = new URL(inject('databaseUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/** The `name=value` part of the session Set-Cookie header. */
export function cookieFrom(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  if (!first) throw new Error('no session cookie set');
  return first.split(';')[0] ?? '';
}

/** Starts the context's app on a free loopback port, for real sockets; answers its base URL. */
export async function listening(ctx: TestContext): Promise<string> {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
