import {
  AccountPatchSchema,
  DeleteAccountSchema,
  MESSAGES,
  SignInSchema,
  SignUpSchema,
} from '@classbeam/contracts';
import { safeNextPath } from '@classbeam/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { AppError, unauthorized } from '../../http/errors';
import { TAKES_BODY } from '../../http/no-body';
import { requireUserId, SESSION_MAX_AGE_MS } from '../../http/session';
import type { Realtime } from '../../realtime/socket';
import { findUserById, identityProviders, linkIdentity, setUserLanguage } from './auth.repository';
import { deleteAccount, signIn, signUp, toUserDto } from './auth.service';
import type { LoginLimiter } from './login-limiter';
import type { SchoolProviders } from './oidc/oidc.service';
import type { PostgresSessionStore } from './session-store';

interface AuthDeps {
  db: Db;
  limiter: LoginLimiter;
  realtime: Realtime;
  store: PostgresSessionStore;
  school: SchoolProviders;
  /** Password sign-up and sign-in are off (SSO_ONLY, decision 0179). */
  ssoOnly: boolean;
}

/** How recent a school sign-in must be to delete an account that has no password. */
const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

/**
 * Starts the teacher's session. A fresh id at sign-in, so an id planted before login is
 * worthless after it (S2); nothing of the signed-out session (a sign-in under way) carries over.
 */
export async function startSession(
  request: FastifyRequest,
  userId: string,
  schoolProvider?: string,
  { confirmed = false } = {},
): Promise<void> {
  await request.session.regenerate();
  // A new id keeps the old cookie's options: a sign-in started at a provider shortened them.
  request.session.cookie.maxAge = SESSION_MAX_AGE_MS;
  request.session.set('userId', userId);
  if (schoolProvider)
    request.session.set('signedInWith', {
      provider: schoolProvider,
      at: Date.now(),
      ...(confirmed ? { confirmed: true as const } : {}),
    });
}

const passwordsOff = () => new AppError(403, 'password_sign_in_off', MESSAGES.passwordSignInOff);

export function authRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { db, limiter, realtime, store, school, ssoOnly } = deps;
  /** The teacher as the web reads it, with the school accounts linked to it by name. */
  const dto = async (row: UserRow) =>
    toUserDto(
      row,
      (await identityProviders(db, row.id)).map((provider) => ({
        provider,
        name: school.provider(provider)?.displayName ?? provider,
      })),
    );

  app.post('/api/auth/signup', TAKES_BODY, async (request, reply) => {
    if (ssoOnly) throw passwordsOff();
    const input = SignUpSchema.parse(request.body);
    const user = await signUp(db, limiter, input, request.ip);
    await startSession(request, user.id);
    return reply.status(201).send(user);
  });

  app.post('/api/auth/signin', TAKES_BODY, async (request) => {
    const input = SignInSchema.parse(request.body);
    // A school account waiting to be linked to this e-mail's account (its provider verified
    // the address): the password, once, proves the account is the teacher's and links them.
    // The only password sign-in SSO_ONLY allows: without it, accounts made before the switch
    // could never be reached again.
    const link = request.session.get('schoolLink');
    const linking = link !== undefined && link.email === input.email;
    if (ssoOnly && !linking) throw passwordsOff();
    const user = await signIn(db, limiter, input, request.ip);
    await startSession(request, user.id, linking ? link.provider : undefined);
    if (linking) await linkIdentity(db, { ...link, userId: user.id });
    const row = await findUserById(db, user.id);
    return row ? dto(row) : user;
  });

  // The spec's "the user, or nothing when unauthenticated": 200 with null, not 401. Every
  // signed-out visit to the landing page asks this; a 401 put an error in every visitor's
  // console (and cost the page Lighthouse's errors-in-console audit). Other routes stay 401.
  app.get('/api/auth/user', async (request) => {
    const userId = request.session.get('userId');
    const row = userId ? await findUserById(db, userId) : undefined;
    return row ? dto(row) : null;
  });

  // The teacher's own settings: the interface's language (null: the browser's), decision 0166.
  app.patch('/api/auth/user', TAKES_BODY, async (request) => {
    const userId = requireUserId(request);
    const { language } = AccountPatchSchema.parse(request.body);
    const row = await setUserLanguage(db, userId, language);
    // The session outlived its account (deleted on another device): signed out, as elsewhere.
    if (!row) throw unauthorized();
    return dto(row);
  });

  // The teacher deletes their own account, confirming with the password (P4).
  app.delete('/api/auth/user', TAKES_BODY, async (request, reply) => {
    const userId = requireUserId(request);
    const { password } = DeleteAccountSchema.parse(request.body);
    const signedIn = request.session.get('signedInWith');
    // The dialog's own "Sign in again" (the provider asked for the login), not any sign-in:
    // signing out and back in with the school's button hands the account back unasked.
    const recentSchoolSignIn =
      signedIn?.confirmed === true && Date.now() - signedIn.at < FRESH_SIGN_IN_MS;
    const gone = await deleteAccount(
      db,
      limiter,
      userId,
      { password, recentSchoolSignIn },
      request.ip,
    );
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
  // out, so a cross-site navigation only lands on the home page. A session that signed in with
  // a provider that has its own sign-out lands on the sign-in page, which offers it (0179).
  app.get('/api/logout', async (request: FastifyRequest, reply: FastifyReply) => {
    const site = request.headers['sec-fetch-site'];
    const crossSite = site !== undefined && site !== 'same-origin' && site !== 'none';
    if (crossSite || !request.session.get('userId')) return reply.redirect('/');
    const provider = school.provider(request.session.get('signedInWith')?.provider ?? '');
    // Destroying the session also puts out its sockets (the store tells realtime).
    await request.session.destroy();
    if (provider && (await school.hasSignOut(provider))) {
      return reply.redirect(`/sign-in?signed-out=${encodeURIComponent(provider.id)}`);
    }
    return reply.redirect('/');
  });
}
