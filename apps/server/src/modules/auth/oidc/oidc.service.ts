import type { SchoolSignInOutcome } from '@classbeam/contracts';
import * as oidc from 'openid-client';
import { isLoopbackHttp, type OidcProviderSettings } from './settings';

/**
 * One sign-in with a school provider, from the redirect to the callback: what this server must
 * remember between the two (in the visitor's session, never in the URL). Decision 0179.
 */
export interface PendingSchoolSignIn {
  provider: string;
  state: string;
  nonce: string;
  verifier: string;
  /** The callback address sent with the request; the token request must send the same. */
  redirectUri: string;
  /** Where the teacher goes after signing in (already checked to be our own path). */
  next: string;
  startedAt: number;
  /** Started by the account dialog's "Sign in again" before a delete (the login was asked for). */
  confirm?: true;
}

/** The claims of a verified ID token that decide who the teacher is and whether they may in. */
export interface SchoolIdentity {
  provider: string;
  subject: string;
  /** Lower case; '' when the provider sent none. */
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** A sign-in that ends on the sign-in page with a reason (the outcome) instead of a session. */
export class SchoolSignInRefused extends Error {
  constructor(
    readonly outcome: SchoolSignInOutcome,
    reason: string,
  ) {
    super(reason);
  }
}

/** How long the teacher has at the provider before the started sign-in is forgotten. */
export const PENDING_SIGN_IN_MS = 10 * 60 * 1000;

/** How long a sign-out waits to learn whether the provider has a sign-out of its own. */
export const SIGN_OUT_WAIT_MS = 3000;

const GOOGLE = 'https://accounts.google.com';
const ENTRA = 'https://login.microsoftonline.com';
/** A claim's text, without control characters (a NUL cannot be stored, nor shown). */
const claimText = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\p{Cc}/gu, ' ').trim() : '';

/**
 * The providers the operator configured, each discovered once from its issuer (on first use,
 * so a provider that is down does not stop the server from starting; a failed discovery is
 * tried again on the next sign-in). openid-client checks the ID token's issuer, audience,
 * expiry, nonce and, with non-repudiation checks on, its signature against the provider's keys.
 */
export class SchoolProviders {
  private readonly discovered = new Map<string, Promise<oidc.Configuration>>();

  constructor(readonly providers: readonly OidcProviderSettings[]) {}

  provider(id: string): OidcProviderSettings | undefined {
    return this.providers.find((p) => p.id === id);
  }

  private configuration(provider: OidcProviderSettings): Promise<oidc.Configuration> {
    let found = this.discovered.get(provider.id);
    if (!found) {
      found = oidc
        .discovery(
          provider.issuer,
          provider.clientId,
          provider.clientSecret,
          undefined,
          // Plain http only for a provider on this machine (settings refuse it elsewhere).
          isLoopbackHttp(provider.issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
        )
        .then((config) => {
          oidc.enableNonRepudiationChecks(config);
          return config;
        });
      found.catch(() => this.discovered.delete(provider.id));
      this.discovered.set(provider.id, found);
    }
    return found;
  }

  /** The provider's address to send the teacher to, and what to remember until they return. */
  async start(
    provider: OidcProviderSettings,
    redirectUri: string,
    next: string,
    { chooseAccount = false, confirm = false } = {},
  ): Promise<{ url: URL; pending: PendingSchoolSignIn }> {
    const config = await this.configuration(provider).catch((error: unknown) => {
      throw new SchoolSignInRefused('unavailable', `discovery failed: ${String(error)}`);
    });
    const verifier = oidc.randomPKCECodeVerifier();
    const pending: PendingSchoolSignIn = {
      provider: provider.id,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier,
      redirectUri,
      next,
      startedAt: Date.now(),
      ...(confirm ? { confirm: true as const } : {}),
    };
    const params: Record<string, string> = {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    };
    // After an account from elsewhere was turned away: not that one again, silently. Google
    // and Entra offer their account chooser; OpenID Connect's `login` asks for a sign-in.
    if (chooseAccount) {
      const chooser = provider.issuer.origin === GOOGLE || provider.issuer.origin === ENTRA;
      params.prompt = chooser ? 'select_account' : 'login';
    }
    // Before deleting an account without a password: the teacher signs in there now, not a
    // session the device kept (max_age=0; `login` where the provider has it, Google has not).
    if (confirm) {
      params.max_age = '0';
      if (provider.issuer.origin !== GOOGLE) params.prompt = 'login';
    }
    // Google's account chooser offers only the school's accounts: a hint, checked again below.
    if (provider.issuer.origin === GOOGLE && provider.domains.length === 1) {
      params.hd = provider.domains[0] as string;
    }
    return { url: oidc.buildAuthorizationUrl(config, params), pending };
  }

  /** Checks the provider's answer and the ID token; answers who signed in, or refuses. */
  async finish(
    provider: OidcProviderSettings,
    pending: PendingSchoolSignIn,
    query: string,
  ): Promise<SchoolIdentity> {
    const config = await this.configuration(provider).catch((error: unknown) => {
      throw new SchoolSignInRefused('unavailable', `discovery failed: ${String(error)}`);
    });
    const returned = new URL(pending.redirectUri);
    returned.search = query;
    if (returned.searchParams.has('error')) {
      // The teacher cancelled at the provider, or it refused this app.
      throw new SchoolSignInRefused(
        'unavailable',
        `provider said ${returned.searchParams.get('error')}`,
      );
    }
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, returned, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      throw new SchoolSignInRefused('failed', String(error));
    }
    if (!claims?.sub) throw new SchoolSignInRefused('failed', 'no ID token subject');
    const identity: SchoolIdentity = {
      provider: provider.id,
      subject: claims.sub,
      email: schoolEmail(claims).toLowerCase(),
      emailVerified: emailVerified(claims),
      firstName: claimText(claims.given_name) || claimText(claims.name).split(' ')[0] || '',
      lastName: claimText(claims.family_name),
    };
    const refusal = refusalOf(provider, claims, identity);
    if (refusal) throw new SchoolSignInRefused('not_allowed', refusal);
    return identity;
  }

  /** Whether the provider has its own sign-out (Entra does, Google does not). */
  async hasSignOut(provider: OidcProviderSettings): Promise<boolean> {
    // Signing out never waits on a provider that does not answer (after a restart, before any
    // sign-in, it is not discovered yet): a few seconds, then the plain sign-out. The
    // discovery goes on for the next time.
    let waited: ReturnType<typeof setTimeout> | undefined;
    const config = await Promise.race([
      this.configuration(provider).catch(() => null),
      new Promise<null>((resolve) => {
        waited = setTimeout(() => resolve(null), SIGN_OUT_WAIT_MS);
      }),
    ]);
    clearTimeout(waited);
    return Boolean(config?.serverMetadata().end_session_endpoint);
  }

  /** The provider's own sign-out address, where it has one (Entra does, Google does not). */
  async endSessionUrl(provider: OidcProviderSettings, returnTo: string): Promise<URL | null> {
    const config = await this.configuration(provider).catch(() => null);
    if (!config?.serverMetadata().end_session_endpoint) return null;
    return oidc.buildEndSessionUrl(config, {
      client_id: provider.clientId,
      post_logout_redirect_uri: returnTo,
    });
  }
}

/**
 * Whether the provider vouches for the address: `email_verified`, or, from Entra (which never
 * sends that claim for a school's accounts), its optional `xms_edov` claim, true when the
 * address's domain is one the tenant has verified it owns (decision 0181).
 */
function emailVerified(claims: oidc.IDToken): boolean {
  if (claims.email_verified !== undefined) return claims.email_verified === true;
  return [true, 1, '1', 'true'].includes(claims.xms_edov as never);
}

/** The e-mail address an ID token names: `email`, or Entra's sign-in name when it is one. */
function schoolEmail(claims: oidc.IDToken): string {
  const email = claimText(claims.email);
  if (email) return email;
  const name = claimText(claims.preferred_username);
  return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(name) ? name : '';
}

/**
 * Why this account may not sign in here, or null when it may (the operator's allowlists).
 * Domains: Google's `hd` claim in the signed token decides (a personal Google account made
 * with a school address has the address but no `hd`); a provider without `hd` must say the
 * e-mail is verified, and its domain decides. Tenants: Entra's `tid` claim.
 */
export function refusalOf(
  provider: OidcProviderSettings,
  claims: oidc.IDToken,
  identity: SchoolIdentity,
): string | null {
  if (provider.domains.length > 0) {
    const hd = claimText(claims.hd).toLowerCase();
    if (hd) {
      if (!provider.domains.includes(hd)) return `hosted domain ${hd} is not allowed`;
    } else if (provider.issuer.origin === GOOGLE) {
      return 'a Google account outside Google Workspace (no hd claim)';
    } else {
      const domain = identity.email.split('@')[1] ?? '';
      if (!identity.emailVerified) return 'the e-mail address is not verified';
      if (!provider.domains.includes(domain)) return `e-mail domain ${domain} is not allowed`;
    }
  }
  if (provider.tenants.length > 0) {
    const tid = claimText(claims.tid).toLowerCase();
    if (!provider.tenants.includes(tid)) return `tenant ${tid || '(none)'} is not allowed`;
  }
  return null;
}
