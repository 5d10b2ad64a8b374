import { REQUEST_MESSAGES } from '@classbeam/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/*
 * PostgreSQL's text cannot hold the NUL character (U+0000): a value carrying one fails its
 * statement. Every payload is checked once, before any handler, so such a value is a 400
 * that names the field, whichever schema the field belongs to, now or later.
 */

/** The path of the first string holding a NUL (`notes`, `ops.2.opId`), or null. */
export function nulPath(value: unknown): string | null {
  // A loop, not recursion: a deeply nested body must not overflow the stack (a 500).
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

/** Throws the 400 for a payload holding a NUL anywhere. */
export function refuseNul(value: unknown, where = ''): void {
  const path = nulPath(value);
  if (path === null) return;
  const field = [where, path].filter(Boolean).join('.');
  throw new AppError(400, 'invalid_payload', REQUEST_MESSAGES.nul(field));
}

/** Checks the body, the query and the route parameters of every request. */
export function registerStorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    refuseNul(request.params, 'params');
    refuseNul(request.query, 'query');
    refuseNul(request.body);
  });
}
