import { createHmac, timingSafeEqual } from 'node:crypto';

/** MM/DD/YYYY or YYYY-MM-DD as one canonical YYYY-MM-DD, or null if not a real date. */
export function normalizeBirthDate(input: string): string | null {
  const text = input.trim();
  let y: number;
  let m: number;
  let d: number;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (us) [m, d, y] = [Number(us[1]), Number(us[2]), Number(us[3])];
  else if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return null;
  return date.toISOString().slice(0, 10);
}

/**
 * Only a keyed hash of the birth date is stored (P3): a leaked table does not reveal dates,
 * and without the key the few thousand possible dates cannot be tried offline.
 */
export function hashBirthDate(key: string, canonical: string): string {
  return createHmac('sha256', key).update(canonical).digest('base64url');
}

export function birthDateMatches(key: string, input: string, storedHash: string): boolean {
  const canonical = normalizeBirthDate(input);
  if (!canonical) return false;
  const a = Buffer.from(hashBirthDate(key, canonical));
  const b = Buffer.from(storedHash);
  return a.length === b.length && timingSafeEqual(a, b);
}
