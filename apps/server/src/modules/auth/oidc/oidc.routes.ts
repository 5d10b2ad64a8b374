import { randomUUID } from 'node:crypto';
import type { SchoolSignInOutcome, SignInOptions } from '@classbeam/contracts';
import { safeNextPath } from '@classbeam/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database';
import { notFound } from '../../../http/errors';
import { findUserByEmail, findUserByIdentity, insertSchoolUser } from '../auth.repository';
import { startSession } from '../auth.routes';
import { type LoginLimiter, schoolStartKey } from '../login-limiter';
import {
  PENDING_SIGN_IN_MS,
  type SchoolIdentity,
  type SchoolProviders,
  SchoolSignInRefused,
} from './oidc.service';

interface SchoolSignInDeps {
  db: Db;
  limiter: LoginLimiter;
  school: SchoolProviders;
  ssoOnly: boolean;
  publicOrigins: readonly string[];
}

/**
 * This server's own address as the browser reached it: the configured public origin that
 * names the same host (else the first), or the request's. The provider sends the teacher back
 * to it, so it must be one the operator registered there (docs/school/sign-in.md).
 */
function ownOrigin(request: FastifyRequest, publicOrigins: readonly string[]): string {
  const own = `${request.protocol}://${request.host}`;
  if (publicOrigins.length === 0) return own;
  return (
    publicOrigins.find((origin) => new URL(origin).host === request.host) ?? publicOrigins[0] ?? own
  );
}

/** Sign-ins one browser may have under way at once (tabs), each waiting for its callback. */
const MAX_PENDING = 3;

const backToSignIn = (reply: FastifyReply, outcome: SchoolSignInOutcome, next = '/') => {
  const params = new URLSearchParams({ school: outcome });
  if (next !== '/') params.set('next', next);
  return reply.header('cache-control', 'no-store').redirect(`/sign-in?${params}`);
};

/**
 * Sign-in with the school's OpenID Connect providers (decision 0179): the sign-in page's
 * options, the redirect to a provider, its callback, and the provider's own sign-out.
 */
export function schoolSignInRoutes(app: FastifyInstance, deps: SchoolSignInDeps): void {
  const { db, limiter, school, ssoOnly, publicOrigins } = deps;

  app.get('/api/auth/sign-in-options', async (request, reply): Promise<SignInOptions> => {
    reply.header('cache-control', 'no-store');
    const link = request.session.get('schoolLink');
    const linkProvider = link ? school.provider(link.provider) : undefined;
    return {
      providers: school.providers.map((p) => ({ id: p.id, name: p.displayName })),
      passwordSignIn: !ssoOnly,
      linking:
        link && linkProvider
          ? { provider: link.provider, name: linkProvider.displayName, email: link.email }
          : null,
    };
  });

  // "Use another account" on the sign-in page's linking notice: the waiting link is dropped
  // (it acts on this browser's own session only), and the page is as before.
  app.delete('/api/auth/school-link', async (request, reply) => {
    // Another account: the provider's next sign-in lets the teacher choose one, or it hands
    // the same account back unasked (still signed in there) and the same question with it.
    const link = request.session.get('schoolLink');
    if (link) request.session.set('schoolChooseAccount', link.provider);
    request.session.set('schoolLink', undefined);
    return reply.header('cache-control', 'no-store').status(204).send();
  });

  app.get<{ Params: { provider: string } }>(
    '/api/auth/oidc/:provider/start',
    async (request, reply) => {
      const provider = school.provider(request.params.provider);
      if (!provider) throw notFound();
      // Signed in already, it is a fresh sign-in there (deleting an account without a password
      // asks for one): the callback makes a new session either way.
      const next = safeNextPath((request.query as Record<string, unknown>).next);
      if (!(await limiter.reserve([schoolStartKey(request.ip)]))) {
        return backToSignIn(reply, 'too_many', next);
      }
      const redirectUri = `${ownOrigin(request, publicOrigins)}/api/auth/oidc/${provider.id}/callback`;
      try {
        const chooseAccount = request.session.get('schoolChooseAccount') === provider.id;
        // The account dialog's "Sign in again" before a delete: the provider asks for the login.
        const confirm = (request.query as Record<string, unknown>).confirm === '1';
        const { url, pending } = await school.start(provider, redirectUri, next, {
          chooseAccount,
          confirm,
        });
        if (chooseAccount) request.session.set('schoolChooseAccount', undefined);
        // Beside the ones other tabs started (a few, the newest; an expired one is dropped).
        const others = (request.session.get('schoolSignIns') ?? []).filter(
          (p) => Date.now() - p.startedAt <= PENDING_SIGN_IN_MS,
        );
        request.session.set('schoolSignIns', [...others.slice(1 - MAX_PENDING), pending]);
        // A started sign-in is remembered only as long as it may take (S1: no lasting row);
        // a signed-in session (the account dialog's "Sign in again") keeps its own length, or
        // turning back at the provider would sign the teacher out ten minutes later.
        if (!request.session.get('userId')) request.session.cookie.maxAge = PENDING_SIGN_IN_MS;
        return reply.header('cache-control', 'no-store').redirect(url.href);
      } catch (error) {
        // Nothing was kept for it (the provider did not answer): its slot goes back.
        await limiter.giveBack([schoolStartKey(request.ip)]);
        if (!(error instanceof SchoolSignInRefused)) throw error;
        request.log.warn(
          { provider: provider.id, reason: error.message },
          'school sign-in refused',
        );
        return backToSignIn(reply, error.outcome, next);
      }
    },
  );

  app.get<{ Params: { provider: string } }>(
    '/api/auth/oidc/:provider/callback',
    async (request, reply) => {
      const provider = school.provider(request.params.provider);
      if (!provider) throw notFound();
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      // The sign-in this answer belongs to, by its state (this tab's, not another's).
      const state = new URLSearchParams(query).get('state');
      const started = request.session.get('schoolSignIns') ?? [];
      const pending = started.find((p) => p.state === state && p.provider === provider.id);
      // One use: a callback replayed later finds nothing to check against.
      const left = started.filter((p) => p !== pending);
      request.session.set('schoolSignIns', left.length > 0 ? left : undefined);
      if (!pending || Date.now() - pending.startedAt > PENDING_SIGN_IN_MS) {
        // A state none of this browser's sign-ins sent, while some wait: an answer forged or
        // garbled on its way, not a slow teacher. Where they were going holds for the next try.
        const forged = !pending && started.some((p) => p.provider === provider.id);
        return backToSignIn(
          reply,
          forged ? 'failed' : 'expired',
          pending?.next ?? started.at(-1)?.next,
        );
      }
      let identity: SchoolIdentity;
      try {
        identity = await school.finish(provider, pending, query);
      } catch (error) {
        if (!(error instanceof SchoolSignInRefused)) throw error;
        request.log.warn(
          { provider: provider.id, reason: error.message },
          'school sign-in refused',
        );
        // The provider would hand back the same account at the next click: let them choose.
        if (error.outcome === 'not_allowed')
          request.session.set('schoolChooseAccount', provider.id);
        return backToSignIn(reply, error.outcome, pending.next);
      }
      const linked = await findUserByIdentity(db, provider.id, identity.subject);
      // A finished sign-in gives its start's slot back: only abandoned starts count.
      await limiter.giveBack([schoolStartKey(request.ip)]);
      if (linked) {
        // Only the dialog's "Sign in again" (its start asked the provider for the login) counts
        // for deleting an account without a password, not any sign-in with the school.
        await startSession(request, linked.id, provider.id, {
          confirmed: pending.confirm === true,
        });
        return reply.header('cache-control', 'no-store').redirect(pending.next);
      }
      if (!identity.email) {
        request.session.set('schoolChooseAccount', provider.id);
        return backToSignIn(reply, 'no_email', pending.next);
      }
      const existing = await findUserByEmail(db, identity.email);
      if (existing) {
        // Never linked on the e-mail alone: only a verified one, and only once the teacher has
        // signed in to that account with its password (auth.routes' sign-in links it).
        if (!identity.emailVerified) {
          request.session.set('schoolChooseAccount', provider.id);
          return backToSignIn(reply, 'email_in_use', pending.next);
        }
        request.session.set('schoolLink', {
          provider: provider.id,
          subject: identity.subject,
          email: identity.email,
        });
        if (!request.session.get('userId')) request.session.cookie.maxAge = PENDING_SIGN_IN_MS;
        return backToSignIn(reply, 'link', pending.next);
      }
      const row = await insertSchoolUser(
        db,
        {
          id: randomUUID(),
          email: identity.email,
          first_name: identity.firstName.slice(0, 80),
          last_name: identity.lastName.slice(0, 80),
          profile_image_url: null,
        },
        { provider: provider.id, subject: identity.subject },
      );
      // Taken between the look-up and the insert (two sign-ins at once): as if it had been.
      if (!row) return backToSignIn(reply, 'email_in_use', pending.next);
      await startSession(request, row.id, provider.id);
      return reply.header('cache-control', 'no-store').redirect(pending.next);
    },
  );

  // The provider's own sign-out, offered on the sign-in page after signing out here.
  app.get<{ Params: { provider: string } }>(
    '/api/auth/oidc/:provider/sign-out',
    async (request, reply) => {
      const provider = school.provider(request.params.provider);
      if (!provider) throw notFound();
      const url = await school.endSessionUrl(provider, `${ownOrigin(request, publicOrigins)}/`);
      return reply.header('cache-control', 'no-store').redirect(url ? url.href : '/');
    },
  );
}
