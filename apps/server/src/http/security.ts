import type { Server } from 'node:http';
import { MESSAGES, REQUEST_MESSAGES } from '@classbeam/contracts';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { AppError, FLOOR_HEADERS, PERMISSIONS_POLICY } from './errors';
import { isAllowedOrigin } from './origin';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export async function registerSecurity(
  app: FastifyInstance,
  options: { production: boolean; publicOrigins: readonly string[] },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // Camera frames and locally drawn avatars are data: and blob: images of our own.
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        // Only a deployment behind HTTPS may upgrade; on a LAN over http it would break every asset.
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: options.production,
    crossOriginEmbedderPolicy: false,
  });

  // JSON only: a form or text/plain body from another site cannot reach a route (S6).
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request, reply) => {
    // A request line in absolute form (`GET http://host/api/...`) is for proxies; every
    // route here, and the session, expect a path (it reached the handlers sessionless).
    if (!request.url.startsWith('/'))
      throw new AppError(400, 'invalid_payload', REQUEST_MESSAGES.targetNotPath);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    if (UNSAFE.has(request.method) && !isAllowedOrigin(request.headers, options.publicOrigins)) {
      throw new AppError(403, 'cross_origin', MESSAGES.crossOrigin);
    }
  });
}

/**
 * The floor under every answer of the HTTP server, including those no Fastify hook sees:
 * socket.io's own (`/socket.io` polling, its handshake refusals) and a URL Fastify cannot
 * decode. Set on the raw response first; a header a route sets later wins (S7).
 * Call after socket.io is attached, so this listener runs before its own.
 */
export function guardRawAnswers(server: Server, socketPath: string): void {
  server.prependListener('request', (request, response) => {
    for (const [name, value] of Object.entries(FLOOR_HEADERS)) response.setHeader(name, value);
    if (request.url?.startsWith(socketPath)) response.setHeader('cache-control', 'no-store');
  });
}
