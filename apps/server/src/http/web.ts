import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from './errors';

/**
 * Serves the built web app from our own origin. Hashed assets are cached for a year;
 * index.html never is, so a new deployment is picked up on the next load. Unknown paths
 * outside /api get index.html and the client router shows the page (or its 404).
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Files are looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  if (hasWeb) app.get('/', (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/socket.io');
    if (!isPage || !hasWeb) throw notFound();
    const looksLikeFile = path.extname(request.url.split('?')[0] ?? '') !== '';
    if (looksLikeFile) throw notFound();
    return sendIndex(reply);
  });
}
