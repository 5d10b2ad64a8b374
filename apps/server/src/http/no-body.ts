import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** Routes that take no payload refuse one, rather than silently ignoring it (S5). */
export function requireNoBody(request: FastifyRequest): void {
  const body = request.body;
  const empty =
    body === undefined ||
    (typeof body === 'object' &&
      body !== null &&
      !Array.isArray(body) &&
      Object.keys(body).length === 0);
  if (!empty) throw new AppError(400, 'invalid_payload', 'This request takes no body.');
}
