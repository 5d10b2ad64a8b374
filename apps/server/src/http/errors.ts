import { validateHeaderName, validateHeaderValue } from 'node:http';
import { type ApiError, type ErrorCode, MESSAGES } from '@classbeam/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ZodError } from 'zod';

/** An expected failure with a stable code; anything else is a 5xx with a sanitized body. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string = MESSAGES.notFound) =>
  new AppError(404, 'not_found', message);
export const unauthorized = (message: string = MESSAGES.notSignedIn) =>
  new AppError(401, 'unauthorized', message);

const FASTIFY_CODES: Record<string, { status: number; code: ErrorCode; message?: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: MESSAGES.unsupportedMediaType,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'invalid_payload' },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'payload_too_large',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'invalid_payload',
    message: 'The request body is empty.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'invalid_payload',
    message: 'The request body is not valid JSON.',
  },
};

/** Postgres errors that mean "the database is not reachable right now" (R5). */
const UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
]);

/**
 * PostgreSQL's words for a value it cannot store (out of range, bad encoding, malformed): a
 * value the client sent that validation let through. A 400, never a 500: the request is at
 * fault, and nothing was written.
 */
const UNSTORABLE_VALUE = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

export function toApiError(error: unknown): { status: number; body: ApiError } {
  if (error instanceof AppError) {
    return { status: error.status, body: { code: error.code, message: error.message } };
  }
  if (error instanceof ZodError) {
    const first = error.issues[0];
    // Our schemas carry the user-facing texts; zod's own defaults get the field name in front.
    const isZodDefault = !first || /expected|Unrecognized|Invalid input/.test(first.message);
    const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
    const message = first && !isZodDefault ? first.message : `${where}${first?.message ?? ''}`;
    return { status: 400, body: { code: 'invalid_payload', message: message || 'Invalid input' } };
  }
  const fastifyError = error as Partial<FastifyError> & { code?: string };
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known) {
    return {
      status: known.status,
      body: { code: known.code, message: known.message ?? 'The request is malformed.' },
    };
  }
  if (
    (fastifyError.code && UNAVAILABLE.has(fastifyError.code)) ||
    // node-pg's own words when PostgreSQL goes away mid-query (its shutdown sends no code).
    (!fastifyError.code && /^Connection terminated/.test(fastifyError.message ?? ''))
  ) {
    return {
      status: 503,
      body: { code: 'service_unavailable', message: MESSAGES.serviceUnavailable },
    };
  }
  if (fastifyError.code && UNSTORABLE_VALUE.has(fastifyError.code)) {
    return {
      status: 400,
      body: { code: 'invalid_payload', message: 'A value in the request cannot be saved.' },
    };
  }
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return { status, body: { code: 'invalid_payload', message: 'The request is malformed.' } };
  }
  return { status: 500, body: { code: 'internal', message: MESSAGES.internal } };
}

/**
 * A header Node refuses to write (a CR, LF or character above U+00FF in it) fails the answer
 * it was set on; left in place it would fail ours too, and Fastify would fall back to its own
 * error body. Drop such headers so the answer below is always ours.
 */
function dropUnwritableHeaders(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    try {
      validateHeaderName(name);
      for (const item of Array.isArray(value) ? value : [value])
        validateHeaderValue(name, String(item));
    } catch {
      reply.removeHeader(name);
    }
  }
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toApiError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    dropUnwritableHeaders(reply);
    void reply.status(status).header('cache-control', 'no-store').send(body);
  });
}
