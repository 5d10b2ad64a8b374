import cookie, { type Signer } from '@fastify/cookie';
import session from '@fastify/session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PostgresSessionStore } from '../modules/auth/session-store';
import { unauthorized } from './errors';

declare module 'fastify' {
  interface Session {
    userId?: string;
    /**
     * Sign-ins at a school provider under way, newest last, each found by its `state`: what
     * their callbacks check (decision 0179). Several, so two tabs do not spoil each other's.
     */
    schoolSignIns?: import('../modules/auth/oidc/oidc.service').PendingSchoolSignIn[];
    /**
     * A provider's account with the verified e-mail of an existing account: the password
     * sign-in to that account links it.
     */
    schoolLink?: { provider: string; subject: string; email: string };
    /**
     * A provider whose last sign-in here was turned away (an account from elsewhere): its next
     * start asks it to let the teacher choose another account (decision 0181).
     */
    schoolChooseAccount?: string;
    /**
     * The provider this session signed in with, and when; `confirmed` when that sign-in was the
     * account dialog's "Sign in again", the one whose login the provider was asked for (only
     * that one lets an account without a password be deleted).
     */
    signedInWith?: { provider: string; at: number; confirmed?: true };
  }
}

export const SESSION_COOKIE = 'classbeam_sid';
/** How long a teacher stays signed in on a device. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export async function registerSessions(
  app: FastifyInstance,
  options: { signer: Signer; store: PostgresSessionStore; production: boolean },
): Promise<void> {
  await app.register(cookie);
  await app.register(session, {
    secret: options.signer,
    cookieName: SESSION_COOKIE,
    store: options.store,
    // No row for anonymous visitors (S1), and no write on every request.
    saveUninitialized: false,
    rolling: false,
    cookie: {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      // Production sits behind TLS (a proxy's, or its own); elsewhere the connection decides:
      // Secure over https (HTTPS=1 on a LAN), and not on http://localhost, where a Secure
      // cookie would be set and then never sent back by Safari.
      secure: options.production ? true : 'auto',
      maxAge: SESSION_MAX_AGE_MS,
    },
  });
}

/** The signed-in teacher's id, or a 401 with the given message. */
export function requireUserId(request: FastifyRequest, message?: string): string {
  const userId = request.session.get('userId');
  if (!userId) throw unauthorized(message);
  return userId;
}

/** Reads the session id out of a raw Cookie header (the socket handshake has no Fastify request). */
export function sessionIdFromCookieHeader(
  header: string | undefined,
  signer: Signer,
): string | null {
  if (!header) return null;
  const raw = cookie.parse(header)[SESSION_COOKIE];
  if (!raw) return null;
  const result = signer.unsign(raw);
  return result.valid && result.value ? result.value : null;
}
