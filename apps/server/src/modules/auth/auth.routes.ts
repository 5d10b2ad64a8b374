import { SignInSchema, SignUpSchema } from '@classbeam/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { unauthorized } from '../../http/errors';
import type { Realtime } from '../../realtime/socket';
import { findUserById } from './auth.repository';
import { signIn, signUp, toUserDto } from './auth.service';
import type { LoginLimiter } from './login-limiter';

interface AuthDeps {
  db: Db;
  limiter: LoginLimiter;
  realtime: Realtime;
}

/** A same-site path to return to after sign-in; anything else falls back to `/`. */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || value.length > 500) return null;
  return value;
}

async function startSession(request: FastifyRequest, userId: string): Promise<void> {
  // A fresh id at sign-in, so an id planted before login is worthless after it (S2).
  await request.session.regenerate();
  request.session.set('userId', userId);
}

export function authRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { db, limiter, realtime } = deps;

  app.post('/api/auth/signup', async (request, reply) => {
    const input = SignUpSchema.parse(request.body);
    const user = await signUp(db, input);
    await startSession(request, user.id);
    return reply.status(201).send(user);
  });

  app.post('/api/auth/signin', async (request) => {
    const input = SignInSchema.parse(request.body);
    const user = await signIn(db, limiter, input, request.ip);
    await startSession(request, user.id);
    return user;
  });

  app.get('/api/auth/user', async (request) => {
    const userId = request.session.get('userId');
    const row = userId ? await findUserById(db, userId) : undefined;
    if (!row) throw unauthorized();
    return toUserDto(row);
  });

  // Page navigation: the sign-in page, or home when already signed in.
  app.get('/api/login', async (request, reply) => {
    const next = safeNextPath((request.query as Record<string, unknown>).next);
    if (request.session.get('userId')) return reply.redirect(next ?? '/');
    return reply.redirect(next ? `/sign-in?next=${encodeURIComponent(next)}` : '/sign-in');
  });

  // Page navigation (the spec's Sign Out). A link on another site must not sign a teacher
  // out, so a cross-site navigation only lands on the home page.
  app.get('/api/logout', async (request: FastifyRequest, reply: FastifyReply) => {
    const site = request.headers['sec-fetch-site'];
    const crossSite = site !== undefined && site !== 'same-origin' && site !== 'none';
    if (!crossSite && request.session.get('userId')) {
      const sid = request.session.sessionId;
      await request.session.destroy();
      realtime.disconnectSession(sid);
    }
    return reply.redirect('/');
  });
}
