/**
 * A real OpenID Provider on loopback for the tests of the school's sign-in (decision 0179):
 * node-oidc-provider, a certified implementation, with its development login page (any login,
 * any password). The login names the account: claims come from `accounts[login]` over the
 * defaults (subject `sub-<login>`, the login as a verified e-mail, a first and last name), so a
 * test makes a Workspace teacher (`hd`), an Entra one (`tid`), an unverified e-mail or a
 * personal account by the login it types. `tamper.idToken = true` flips one character of the
 * next ID tokens' signatures on their way out of the token endpoint, as a network in between
 * would; the client must refuse them.
 *
 * The provider is made at its first request, so `redirectUris` (and `postLogoutRedirectUris`)
 * may be filled in after this starts, once the app under test knows its own port.
 */
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

/**
 * @param {{
 *   clientId: string; clientSecret: string; redirectUris: string[];
 *   postLogoutRedirectUris?: string[]; accounts?: Record<string, Record<string, unknown>>;
 *   port?: number;
 * }} options
 */
export async function startOidcProvider(options) {
  const server = createServer();
  await new Promise((resolve) =>
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve(undefined)),
  );
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the provider has no port');
  const issuer = `http://127.0.0.1:${address.port}`;
  const accounts = options.accounts ?? {};
  const make = () =>
    new Provider(issuer, {
      clients: [
        {
          client_id: options.clientId,
          client_secret: options.clientSecret,
          redirect_uris: options.redirectUris,
          post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      // Google and Entra put the e-mail, hd and tid in the ID token itself; so does this one.
      conformIdTokenClaims: false,
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: [
          'given_name',
          'family_name',
          'name',
          'preferred_username',
          'hd',
          'tid',
          'xms_edov',
        ],
      },
      pkce: { required: () => true },
      cookies: { keys: ['a test provider only, never a real key'] },
      features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
      // The teacher has agreed to this app before: no consent page after the login.
      async loadExistingGrant(ctx) {
        const grant = new ctx.oidc.provider.Grant({
          clientId: ctx.oidc.client.clientId,
          accountId: ctx.oidc.session.accountId,
        });
        grant.addOIDCScope('openid email profile');
        await grant.save();
        return grant;
      },
      async findAccount(_ctx, login) {
        const claims = {
          sub: `sub-${login}`,
          email: login,
          email_verified: true,
          given_name: 'Test',
          family_name: 'Teacher',
          ...accounts[login],
        };
        return { accountId: login, claims: async () => claims };
      },
    });
  /** @type {((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void) | undefined} */
  let handle;
  const tamper = { idToken: false };
  server.on('request', (req, res) => {
    if (!handle) {
      const provider = make();
      provider.on('server_error', (_ctx, error) => console.error('oidc-provider:', error));
      handle = provider.callback();
    }
    if (tamper.idToken && req.url?.startsWith('/token')) {
      const end = res.end.bind(res);
      res.end = (body, ...rest) => {
        const text = Buffer.isBuffer(body) ? body.toString('utf8') : String(body ?? '');
        const changed = text.replace(
          /("id_token":"[^".]+\.[^".]+\.)([A-Za-z0-9_-])/,
          (_all, head, c) => head + (c === 'A' ? 'B' : 'A'),
        );
        return end(changed, ...rest);
      };
    }
    handle(req, res);
  });
  return {
    issuer,
    tamper,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
