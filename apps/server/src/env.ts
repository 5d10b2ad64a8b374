import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OP_ID_RETENTION_MIN_DAYS } from '@classbeam/contracts/constants';
import { z } from 'zod';
import { readSchoolSignIn, type SchoolSignIn } from './modules/auth/oidc/settings';

/** The repository root, so DATA_DIR and the web build resolve the same from any cwd. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** How people write a switch in an environment file. */
const SWITCH_WORDS: Record<string, '0' | '1'> = {
  '1': '1',
  true: '1',
  yes: '1',
  on: '1',
  '0': '0',
  false: '0',
  no: '0',
  off: '0',
  '': '0',
};

/** A switch, written in any of SWITCH_WORDS; `message` says how when it is not one. */
const onOff = (message: string) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' ? SWITCH_WORDS[value.trim().toLowerCase()] : value),
      z.enum(['0', '1'], { message }),
    )
    .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().optional(),
  SESSION_SECRET: z.string().optional(),
  BIRTH_DATE_KEY: z.string().min(32).optional(),
  PUBLIC_ORIGIN: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  REDIS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST: z.string().optional(),
  TAP_CONCURRENCY: z.coerce.number().int().min(1).max(16).optional(),
  TEST_CLOCK: z.enum(['0', '1']).optional(),
  OP_ID_RETENTION_DAYS: z.coerce.number().int().min(OP_ID_RETENTION_MIN_DAYS).max(3650).optional(),
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(3650).optional(),
  BACKUP_HOUR: z.coerce.number().int().min(0).max(23).optional(),
  HTTPS: onOff('HTTPS takes 1 (or true, yes, on) to serve https, or 0 (or false, no, off)'),
  TLS_CERT: z.string().optional(),
  TLS_KEY: z.string().optional(),
  HTTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  SSO_ONLY: onOff("SSO_ONLY takes 1 (or true, yes, on) for the school's sign-in only, or 0"),
});

/**
 * How the server speaks TLS itself (decision 0175): not at all (plain http, the quick start
 * and deployments behind a proxy), with a local certificate authority made into DATA_DIR
 * (HTTPS=1, a school's LAN), or with a certificate from files (TLS_CERT and TLS_KEY).
 */
export type TlsSetting =
  | { mode: 'off' }
  | { mode: 'local' }
  | { mode: 'files'; certFile: string; keyFile: string };

export interface Config {
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string;
  /** Keys the birth date hash (P3); generated into DATA_DIR unless BIRTH_DATE_KEY is set. */
  birthDateKey: string;
  /** Exact origins allowed for unsafe requests and sockets; empty means "same host as the request". */
  publicOrigins: string[];
  trustProxy: boolean | string;
  redisUrl: string | undefined;
  logLevel: string;
  webDist: string;
  /** Tap statements in flight at once (group commit); 1 measured best on two cores. */
  tapConcurrency: number;
  /** End-to-end tests only: POST /api/test/clock moves the class run's time forward. */
  testClock: boolean;
  /**
   * How long an applied operation's id is remembered: a resend within it applies nothing. A
   * device resends within seconds, or on its next load; it forgets ops it sent more than
   * SENT_OP_MAX_AGE_MS ago, so it never sends one the server has forgotten.
   */
  opIdRetentionDays: number;
  /** Nightly backups go here when set (docs/school/backups.md); the newest `backupKeep` stay. */
  backupDir: string | undefined;
  backupKeep: number;
  /** The local hour (0-23) of the nightly backup. */
  backupHour: number;
  tls: TlsSetting;
  /**
   * With TLS on: the plain-http port that offers the local CA's certificate to devices that do
   * not trust it yet and sends everything else to https. PORT + 1 unless HTTP_PORT says.
   */
  httpPort: number;
  /** The school's OpenID Connect providers and the SSO-only switch (decision 0179). */
  schoolSignIn: SchoolSignIn;
}

/** Reads the environment once; the only module that touches process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    // One sentence per wrong setting, naming it and what it was, not zod's JSON.
    throw new Error(
      result.error.issues
        .map((issue) => {
          const name = String(issue.path[0]);
          return `${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}.`;
        })
        .join('\n'),
    );
  }
  const parsed = result.data;
  const production = parsed.NODE_ENV === 'production';
  // A relative path is read from where the operator typed the command: npm runs the server in
  // apps/server, but says where it was started (INIT_CWD).
  const typedAt = env.INIT_CWD || process.cwd();
  const resolve = (file: string) => path.resolve(typedAt, file);
  const dataDir = parsed.DATA_DIR ? resolve(parsed.DATA_DIR) : path.join(REPO_ROOT, 'data');
  const publicOrigins = (parsed.PUBLIC_ORIGIN ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  if (production && !parsed.SESSION_SECRET) {
    throw new Error(
      'SESSION_SECRET is required when NODE_ENV=production (at least 32 characters).',
    );
  }
  if (production && !parsed.BIRTH_DATE_KEY) {
    throw new Error(
      'BIRTH_DATE_KEY is required when NODE_ENV=production (at least 32 characters).',
    );
  }
  if (production && publicOrigins.length === 0) {
    throw new Error(
      'PUBLIC_ORIGIN is required when NODE_ENV=production (e.g. https://class.example.org).',
    );
  }
  if (production && parsed.TEST_CLOCK === '1') {
    throw new Error('TEST_CLOCK is for end-to-end tests and is refused when NODE_ENV=production.');
  }
  if (parsed.DATABASE_URL && !URL.canParse(parsed.DATABASE_URL)) {
    // Said here, before a migration fails on it with a bare "Invalid URL".
    throw new Error(
      'DATABASE_URL is not a valid URL: a password with / # ? @ or : in it must be percent-encoded, or left out of the URL and given as PGPASSWORD.',
    );
  }
  if (Boolean(parsed.TLS_CERT) !== Boolean(parsed.TLS_KEY)) {
    throw new Error('TLS_CERT and TLS_KEY go together: set both files, or neither.');
  }
  const tls: TlsSetting =
    parsed.TLS_CERT && parsed.TLS_KEY
      ? {
          mode: 'files',
          certFile: resolve(parsed.TLS_CERT),
          keyFile: resolve(parsed.TLS_KEY),
        }
      : parsed.HTTPS === '1'
        ? { mode: 'local' }
        : { mode: 'off' };
  const sessionSecret = parsed.SESSION_SECRET ?? localSecret(dataDir, 'session-secret');
  if (sessionSecret.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters.');
  return {
    production,
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL || undefined,
    dataDir,
    sessionSecret,
    birthDateKey: parsed.BIRTH_DATE_KEY ?? localSecret(dataDir, 'birth-date-key'),
    publicOrigins,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    redisUrl: parsed.REDIS_URL || undefined,
    logLevel: parsed.LOG_LEVEL ?? (parsed.NODE_ENV === 'test' ? 'silent' : 'warn'),
    webDist: path.resolve(parsed.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist')),
    tapConcurrency: parsed.TAP_CONCURRENCY ?? 1,
    testClock: parsed.TEST_CLOCK === '1',
    opIdRetentionDays: parsed.OP_ID_RETENTION_DAYS ?? OP_ID_RETENTION_MIN_DAYS,
    backupDir: parsed.BACKUP_DIR ? resolve(parsed.BACKUP_DIR) : undefined,
    backupKeep: parsed.BACKUP_KEEP ?? 14,
    backupHour: parsed.BACKUP_HOUR ?? 2,
    tls,
    httpPort: parsed.HTTP_PORT ?? (parsed.PORT === 0 ? 0 : Math.min(parsed.PORT + 1, 65535)),
    schoolSignIn: readSchoolSignIn(env, parsed.SSO_ONLY === '1'),
  };
}

/** Whether the server speaks TLS itself (TLS_CERT, or HTTPS on): its health check asks https. */
export function servesTls(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.TLS_CERT) || SWITCH_WORDS[(env.HTTPS ?? '').trim().toLowerCase()] === '1';
}

/** Client IPs come from X-Forwarded-For only when a proxy is configured (S8). */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

/** A secret generated on first run and kept in DATA_DIR, readable only by us. */
export function localSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
