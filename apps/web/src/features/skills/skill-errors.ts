import { ApiRequestError } from '../../lib/api-client';

/** The server's words for a refusal (a name too long, a skill gone), else a general line. */
export function refusal(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.apiError && error.status < 500)
    return error.apiError.message;
  return fallback;
}
