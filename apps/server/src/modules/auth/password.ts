import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '@classbeam/contracts';

/**
 * OWASP's minimum for scrypt (N=2^17, r=8, p=1): about 0.4 s and 128 MiB per hash on a
 * small server. Hashes stored at a lower cost are raised at the teacher's next sign-in.
 */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
/** scrypt needs 128·r·(N+2) + 128·r·p bytes; the rest is headroom. */
const MAX_MEMORY = 256 * 1024 * 1024;
/** A stored hash may ask for at most this much work (N·r·p): twice today's. */
const MAX_WORK = 2 * SCRYPT_PARAMS.N * SCRYPT_PARAMS.r * SCRYPT_PARAMS.p;

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

interface StoredHash extends ScryptCost {
  salt: Buffer;
  key: Buffer;
}

/**
 * Hashes at once: one on a machine of up to 2 cores, else 2. Each takes ~0.4 s of a core and
 * 128 MiB on libuv's pool of 4 threads, which file reads share: unqueued, 16 sign-ins at once
 * held the pool for ~10 s (a static file took 5-8 s to serve) and the process grew by 500 MB.
 * Queued, a burst of sign-ins waits its turn and the rest of the server does not.
 */
const HASHES_AT_ONCE = availableParallelism() > 2 ? 2 : 1;
let hashing = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (hashing >= HASHES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else hashing += 1;
  peak = Math.max(peak, hashing);
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // The slot passes straight to the next in line, so `hashing` never over-counts.
    if (next) next();
    else hashing -= 1;
  }
}

/** Hashes running now (at most HASHES_AT_ONCE), and the most that ever ran at once. */
export const hashingNow = () => ({ running: hashing, limit: HASHES_AT_ONCE, peak });
let peak = 0;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return inTurn(() => scryptOnce(password, salt, cost));
}

function scryptOnce(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...cost, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

const DECIMAL = /^[1-9][0-9]{0,9}$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** A cost we could have written and can check within our memory and time: else null. */
function sane(n: string, r: string, p: string): ScryptCost | null {
  if (!DECIMAL.test(n) || !DECIMAL.test(r) || !DECIMAL.test(p)) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const memory = 128 * cost.r * (cost.N + 2) + 128 * cost.r * cost.p;
  const work = cost.N * cost.r * cost.p;
  if (memory > MAX_MEMORY || work > MAX_WORK) return null;
  // Within the memory bound N < 2^31, so the bit test below sees N whole.
  return cost.N >= 2 && (cost.N & (cost.N - 1)) === 0 ? cost : null;
}

/**
 * `scrypt$N$r$p$salt$hash`, or null for anything else. A row with absurd parameters (written
 * by hand, or damaged) is refused rather than handed to scrypt, which would throw on it, or
 * read an empty or zero field as its own default, or spend seconds and gigabytes on it.
 */
function parseStored(stored: string): StoredHash | null {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || n === undefined || r === undefined) return null;
  if (p === undefined || !salt || !key || !BASE64.test(salt) || !BASE64.test(key)) return null;
  const cost = sane(n, r, p);
  const keyBytes = Buffer.from(key, 'base64');
  return cost && keyBytes.length === KEY_LENGTH
    ? { ...cost, salt: Buffer.from(salt, 'base64'), key: keyBytes }
    : null;
}

/** `scrypt$N$r$p$salt$hash`, so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, SCRYPT_PARAMS);
  return [
    'scrypt',
    SCRYPT_PARAMS.N,
    SCRYPT_PARAMS.r,
    SCRYPT_PARAMS.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

/** Whether `stored` is one we can check: false for another scheme or absurd parameters. */
export function isCheckableHash(stored: string): boolean {
  return parseStored(stored) !== null;
}

/** False for a wrong password, and for a stored hash that is not one we can check. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed);
  return timingSafeEqual(key, parsed.key);
}

/** True when `stored` was made at a lower cost than today's: hash the password again. */
export function needsRehash(stored: string): boolean {
  const parsed = parseStored(stored);
  return (
    parsed !== null &&
    (parsed.N < SCRYPT_PARAMS.N || parsed.r < SCRYPT_PARAMS.r || parsed.p < SCRYPT_PARAMS.p)
  );
}

/** A hash of nothing, verified against when the email is unknown so timing does not tell. */
export const DUMMY_HASH_PROMISE = hashPassword(randomBytes(12).toString('hex'));

const COMMON = new Set([
  'password',
  'password1',
  'password123',
  '12345678',
  '123456789',
  '1234567890',
  'qwertyuiop',
  'qwerty123',
  'iloveyou',
  'abc12345',
  'letmein1',
  'welcome1',
  'teacher1',
  'teacher123',
  'classroom',
  'classroom1',
  'school123',
  'student1',
  '11111111',
  '00000000',
  'baseball1',
  'football1',
  'sunshine1',
  'princess1',
  'admin123',
  'passw0rd',
  'changeme',
]);

/** Null when acceptable, else the reason shown to the teacher. */
export function passwordWeakness(password: string, email: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return PASSWORD_MESSAGES.tooShort;
  }
  const lower = password.toLowerCase();
  if (COMMON.has(lower) || new Set(lower).size <= 2) {
    return PASSWORD_MESSAGES.tooCommon;
  }
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 4 && lower.includes(local)) {
    return PASSWORD_MESSAGES.hasEmail;
  }
  return null;
}
