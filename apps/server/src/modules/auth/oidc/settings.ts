/**
 * The school's sign-in providers as the operator writes them (docs/school/sign-in.md,
 * decision 0179): `OIDC_PROVIDERS` lists short names, and each name has its own settings,
 * `OIDC_<NAME>_ISSUER`, `_CLIENT_ID`, `_CLIENT_SECRET`, `_NAME` (the button's words) and the
 * optional allowlists `_DOMAINS` (e-mail domains) and `_TENANTS` (Microsoft Entra tenant ids).
 * `SSO_ONLY=1` turns the password paths off. Read from the environment once, by loadConfig.
 */
export interface OidcProviderSettings {
  /** Lower-case short name, in the callback address: /api/auth/oidc/<id>/callback. */
  id: string;
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** What the sign-in button names ("Sign in with <displayName>"). */
  displayName: string;
  /** E-mail domains allowed to sign in (lower case); empty allows any. */
  domains: string[];
  /** Entra tenant ids allowed to sign in (lower case); empty allows any. */
  tenants: string[];
}

export interface SchoolSignIn {
  providers: OidcProviderSettings[];
  /** Password sign-up and sign-in are off: the school's accounts only. */
  ssoOnly: boolean;
}

const ID = /^[a-z][a-z0-9-]{0,31}$/;
const TENANT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/** An issuer over plain http is only accepted on this machine (a test's provider). */
export function isLoopbackHttp(url: URL): boolean {
  return (
    url.protocol === 'http:' &&
    (url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]')
  );
}

/** Throws one sentence per wrong setting, naming it, as the rest of the settings do. */
export function readSchoolSignIn(env: NodeJS.ProcessEnv, ssoOnly: boolean): SchoolSignIn {
  const problems: string[] = [];
  const providers: OidcProviderSettings[] = [];
  const ids = list(env.OIDC_PROVIDERS);
  for (const [index, id] of ids.entries()) {
    // Twice (names are read in lower case): one set of settings, two identical buttons.
    if (ids.indexOf(id) !== index) {
      problems.push(
        `OIDC_PROVIDERS=${JSON.stringify(env.OIDC_PROVIDERS)}: "${id}" is listed twice (names are not case-sensitive).`,
      );
      continue;
    }
    if (!ID.test(id)) {
      problems.push(
        `OIDC_PROVIDERS=${JSON.stringify(env.OIDC_PROVIDERS)}: "${id}" is not a short name (a-z, 0-9 and -, starting with a letter).`,
      );
      continue;
    }
    const key = `OIDC_${id.toUpperCase().replace(/-/g, '_')}_`;
    const read = (name: string) => env[key + name]?.trim() ?? '';
    const issuerText = read('ISSUER');
    const clientId = read('CLIENT_ID');
    const clientSecret = read('CLIENT_SECRET');
    if (!issuerText) problems.push(`${key}ISSUER is missing: the provider's issuer address.`);
    if (!clientId) problems.push(`${key}CLIENT_ID is missing: the app's client id there.`);
    if (!clientSecret) problems.push(`${key}CLIENT_SECRET is missing: the app's client secret.`);
    let issuer: URL | null = null;
    if (issuerText) {
      issuer = URL.canParse(issuerText) ? new URL(issuerText) : null;
      if (!issuer || (issuer.protocol !== 'https:' && !isLoopbackHttp(issuer))) {
        problems.push(
          `${key}ISSUER=${JSON.stringify(issuerText)}: an https address is needed (for example https://accounts.google.com).`,
        );
        issuer = null;
      } else if (/\/(common|organizations|consumers)(\/|$)/.test(issuer.pathname)) {
        problems.push(
          `${key}ISSUER=${JSON.stringify(issuerText)}: use the tenant's own address, https://login.microsoftonline.com/<tenant id>/v2.0 (one provider per tenant).`,
        );
        issuer = null;
      }
    }
    const domains = list(env[`${key}DOMAINS`]);
    for (const domain of domains) {
      if (!DOMAIN.test(domain))
        problems.push(`${key}DOMAINS: "${domain}" is not an e-mail domain (like school.org).`);
    }
    const tenants = list(env[`${key}TENANTS`]);
    for (const tenant of tenants) {
      if (!TENANT.test(tenant))
        problems.push(`${key}TENANTS: "${tenant}" is not a tenant id (a GUID).`);
    }
    if (issuer && clientId && clientSecret) {
      providers.push({
        id,
        issuer,
        clientId,
        clientSecret,
        displayName: read('NAME') || issuer.hostname,
        domains,
        tenants,
      });
    }
  }
  if (ssoOnly && ids.length === 0) {
    problems.push('SSO_ONLY is on, and OIDC_PROVIDERS names no provider: nobody could sign in.');
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return { providers, ssoOnly };
}
