export interface TestOidcProvider {
  issuer: string;
  /** Set idToken to true: the next ID tokens leave the token endpoint with a broken signature. */
  tamper: { idToken: boolean };
  stop(): Promise<void>;
}

export function startOidcProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  accounts?: Record<string, Record<string, unknown>>;
  port?: number;
}): Promise<TestOidcProvider>;
