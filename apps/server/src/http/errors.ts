import { validateHeaderName, validateHeaderValue } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ApiError, type ErrorCode, MESSAGES, REQUEST_MESSAGES } from '@classbeam/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { NoResultError } from 'kysely';
import { ZodError } from 'zod';

/** An expected failure with a stable code; anything else is a 5xx with a sanitized body. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** Facts the client needs beside the code (a date of birth's tries left). */
    readonly details: Pick<ApiError, 'triesLeft'> = {},
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
    message: REQUEST_MESSAGES.bodyTooLarge,
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'invalid_payload',
    message: REQUEST_MESSAGES.bodyEmpty,
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'invalid_payload',
    message: REQUEST_MESSAGES.bodyNotJson,
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

const FOREIGN_KEY_VIOLATION = '23503';

export function toApiError(error: unknown): { status: number; body: ApiError } {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { code: error.code, message: error.message, ...error.details },
    };
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
      body: { code: known.code, message: known.message ?? REQUEST_MESSAGES.malformed },
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
  // A row that went away between the ownership check and the write (a class deleted while
  // a student was being added to it): what the caller asked for is not there any more.
  if (error instanceof NoResultError || fastifyError.code === FOREIGN_KEY_VIOLATION) {
    return { status: 404, body: { code: 'not_found', message: MESSAGES.notFound } };
  }
  if (fastifyError.code && UNSTORABLE_VALUE.has(fastifyError.code)) {
    return {
      status: 400,
      body: { code: 'invalid_payload', message: REQUEST_MESSAGES.unstorable },
    };
  }
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return { status, body: { code: 'invalid_payload', message: REQUEST_MESSAGES.malformed } };
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
    // A client that hung up mid-request is not our failure: nobody is left to answer.
    const clientGone = request.raw.destroyed && !request.raw.complete;
    if (status >= 500 && !clientGone) request.log.error({ err: error }, 'request failed');
    dropUnwritableHeaders(reply);
    // A limit's window is 15 minutes; a client that waits that long is sure to be let in.
    if (body.code === 'too_many_attempts') reply.header('retry-after', String(RETRY_AFTER_S));
    void reply.status(status).header('cache-control', 'no-store').send(body);
  });
}

/**
 * Powerful features the pages may use: the camera (student photos) and the microphone (the
 * noise meter), on our own origin only; the rest are off, for us and for anything framed.
 */
export const PERMISSIONS_POLICY =
  'camera=(self), microphone=(self), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=()';

/** The headers every answer carries, even those no Fastify hook sees (S7). */
export const FLOOR_HEADERS = {
  'permissions-policy': PERMISSIONS_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'self'; object-src 'none'; frame-ancestors 'none'",
} as const;

/** Seconds a rate-limited client is told to wait (the limits' 15-minute window). */
const RETRY_AFTER_S = 15 * 60;

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a raw byte above 0x7F or a
 * tab in the URL, conflicting lengths, headers over 16 kB) gets our shape and headers too.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify({
    code: 'invalid_payload',
    message: tooLarge ? REQUEST_MESSAGES.headersTooLarge : REQUEST_MESSAGES.malformed,
  } satisfies ApiError);
  socket.end(
    [
      `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'cache-control: no-store',
      ...Object.entries(FLOOR_HEADERS).map(([name, value]) => `${name}: ${value}`),
      'connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
