import { ApiRequestError } from '../../lib/api-client';
import { serverText } from '../../lib/server-texts/server-text';

/**
 * The server's reason for a refusal (a name too long, a skill gone) in the active language,
 * else a general line.
 */
export function refusal(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.apiError && error.status < 500)
    return serverText(error);
  return fallback;
}
