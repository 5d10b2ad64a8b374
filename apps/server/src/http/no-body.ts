import { REQUEST_MESSAGES } from '@classbeam/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads a JSON body (and validates it); every other route refuses one. */
    takesBody?: boolean;
  }
}

/** Route options of a route that reads a body: `app.post(url, TAKES_BODY, handler)`. */
export const TAKES_BODY = { config: { takesBody: true } };

/** Any body at all, `{}` included: what a route that takes none must refuse. */
function carriesBody(request: FastifyRequest): boolean {
  if (request.body !== undefined) return true;
  // GET and HEAD bodies are never parsed; their headers still say one was sent.
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  );
}

async function refuseBody(request: FastifyRequest): Promise<void> {
  if (carriesBody(request)) throw new AppError(400, 'invalid_payload', REQUEST_MESSAGES.noBody);
}

/**
 * Routes that take no payload refuse one rather than silently ignoring it (S5). Deny by
 * default: a route reads a body only when registered with TAKES_BODY, so a new route cannot
 * forget. Register before the routes.
 */
export function registerNoBody(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.takesBody) return;
    const before = route.preValidation ?? [];
    route.preValidation = [...(Array.isArray(before) ? before : [before]), refuseBody];
  });
}
