import { MESSAGES } from '@classbeam/contracts';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';
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
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    if (UNSAFE.has(request.method) && !isAllowedOrigin(request.headers, options.publicOrigins)) {
      throw new AppError(403, 'cross_origin', MESSAGES.crossOrigin);
    }
  });
}
