import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { CLASS_KEY_HEADER, MESSAGES } from '@classbeam/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { parseId } from '../../policy';

/**
 * The class key is the self-assessment page's whole capability (S9): 128 random bits in the
 * link's fragment, which the page sends in a header. It is never read from the query string,
 * where it would reach logs and Referer headers.
 */
export const newClassKey = (): string => randomBytes(16).toString('base64url');

/** A key as we make them (base64url); anything else is wrong without asking the database. */
const KEY_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Equal keys, compared in constant time (the digests have one length whatever was sent). */
export const keysMatch = (sent: string, stored: string): boolean =>
  timingSafeEqual(digest(sent), digest(stored));

/** The key a request carries in its header, or null. */
export function keyOf(request: FastifyRequest): string | null {
  const value = request.headers[CLASS_KEY_HEADER];
  return typeof value === 'string' && KEY_SHAPE.test(value) ? value : null;
}

/** Whether the request carries the header at all (a wrong key is still an attempt with a key). */
export const sendsKey = (request: FastifyRequest): boolean =>
  request.headers[CLASS_KEY_HEADER] !== undefined;

export interface KeyedClass {
  id: number;
  name: string;
}

/** The class the key opens, or null (a wrong key, or no such class). */
export async function findKeyedClass(
  db: Db,
  rawId: unknown,
  key: string | null,
): Promise<KeyedClass | null> {
  const id = parseId(rawId);
  const row =
    id === null || key === null || !KEY_SHAPE.test(key)
      ? undefined
      : await db
          .selectFrom('classes')
          .select(['id', 'name', 'share_key'])
          .where('id', '=', id)
          .executeTakeFirst();
  // The comparison runs for a missing class too, so its time says nothing either.
  const matches = key !== null && keysMatch(key, row?.share_key ?? `${key}!`);
  return row && matches ? { id: row.id, name: row.name } : null;
}

/**
 * The class the key opens. A wrong key, a missing key and a missing class answer the same
 * 404, so nothing tells an id that exists from one that does not.
 */
export async function keyedClass(db: Db, rawId: unknown, key: string | null): Promise<KeyedClass> {
  const cls = await findKeyedClass(db, rawId, key);
  if (!cls) throw notFound(MESSAGES.classNotFound);
  return cls;
}

/** The same check for a socket handshake and its later re-check. */
export const classKeyOk = async (db: Db, classId: number, key: string): Promise<boolean> =>
  (await findKeyedClass(db, classId, key)) !== null;

/** A kiosk handshake's `auth`: `{kioskClassId, kioskKey}`, or null when it is not one. */
export function readKioskAuth(auth: unknown): { classId: number; key: string } | null {
  if (typeof auth !== 'object' || auth === null) return null;
  const { kioskClassId, kioskKey } = auth as { kioskClassId?: unknown; kioskKey?: unknown };
  if (kioskClassId === undefined && kioskKey === undefined) return null;
  const classId = parseId(kioskClassId);
  return { classId: classId ?? 0, key: typeof kioskKey === 'string' ? kioskKey : '' };
}
