import {
  AccountPatchSchema,
  DeleteAccountSchema,
  SignInSchema,
  SignUpSchema,
} from '@classbeam/contracts';
import { safeNextPath } from '@classbeam/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { unauthorized } from '../../http/errors';
import { TAKES_BODY } from '../../http/no-body';
import { requireUserId } from '../../http/session';
import type { Realtime } from '../../realtime/socket';
import { findUserById, setUserLanguage } from './auth.repository';
import { deleteAccount, signIn, signUp, toUserDto } from './auth.service';
import type { LoginLimiter } from './login-limiter';
import type { PostgresSessionStore } from './session-store';

interface AuthDeps {
  db: Db;
  limiter: LoginLimiter;
  realtime: Realtime;
  store: PostgresSessionStore;
}

async function startSession(request: FastifyRequest, userId: string): Promise<void> {
  // A fresh id at sign-in, so an id planted before login is worthless after it (S2).
  await request.session.regenerate();
  request.session.set('userId', userId);
}

export function authRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { db, limiter, realtime, store } = deps;

  app.post('/api/auth/signup', TAKES_BODY, async (request, reply) => {
    const input = SignUpSchema.parse(request.body);
    const user = await signUp(db, limiter, input, request.ip);
    await startSession(request, user.id);
    return reply.status(201).send(user);
  });

  app.post('/api/auth/signin', TAKES_BODY, async (request) => {
    const input = SignInSchema.parse(request.body);
    const user = await signIn(db, limiter, input, request.ip);
    await startSession(request, user.id);
    return user;
  });

  // The spec's "the user, or nothing when unauthenticated": 200 with null, not 401. Every
  // signed-out visit to the landing page asks this; a 401 put an error in every visitor's
  // console (and cost the page Lighthouse's errors-in-console audit). Other routes stay 401.
  app.get('/api/auth/user', async (request) => {
    const userId = request.session.get('userId');
    const row = userId ? await findUserById(db, userId) : undefined;
    return row ? toUserDto(row) : null;
  });

  // The teacher's own settings: the interface's language (null: the browser's), decision 0166.
  app.patch('/api/auth/user', TAKES_BODY, async (request) => {
    const userId = requireUserId(request);
    const { language } = AccountPatchSchema.parse(request.body);
    const row = await setUserLanguage(db, userId, language);
    // The session outlived its account (deleted on another device): signed out, as elsewhere.
    if (!row) throw unauthorized();
    return toUserDto(row);
  });

  // The teacher deletes their own account, confirming with the password (P4).
  app.delete('/api/auth/user', TAKES_BODY, async (request, reply) => {
    const userId = requireUserId(request);
    const { password } = DeleteAccountSchema.parse(request.body);
    const gone = await deleteAccount(db, limiter, userId, password, request.ip);
    // The rows are gone; now the devices: displays of each class, and every session's sockets.
    for (const classId of gone.classIds) realtime.closeClass(classId);
    store.announceEnded(gone.sids);
    await request.session.destroy();
    return reply.status(204).send();
  });

  // Page navigation: the sign-in page, or home when already signed in.
  app.get('/api/login', async (request, reply) => {
    // The same rule as the sign-in page's: our own path, or home (S6).
    const query = request.query as Record<string, unknown>;
    const next = safeNextPath(query.next);
    if (request.session.get('userId')) return reply.redirect(next);
    // Get Started asks for a new account (Step 10: it opened on "Welcome back / Sign in").
    const params = new URLSearchParams();
    if (query.mode === 'sign-up') params.set('mode', 'sign-up');
    if (next !== '/') params.set('next', next);
    const search = params.toString();
    return reply.redirect(search ? `/sign-in?${search}` : '/sign-in');
  });

  // Page navigation (the spec's Sign Out). A link on another site must not sign a teacher
  // out, so a cross-site navigation only lands on the home page.
  app.get('/api/logout', async (request: FastifyRequest, reply: FastifyReply) => {
    const site = request.headers['sec-fetch-site'];
    const crossSite = site !== undefined && site !== 'same-origin' && site !== 'none';
    // Destroying the session also puts out its sockets (the store tells realtime).
    if (!crossSite && request.session.get('userId')) await request.session.destroy();
    return reply.redirect('/');
  });
}
