/*
 * Timing shared by every live connection. Kept apart from socket.ts so a page can have these
 * without socket.io-client, which a classroom display loads only after its first paint.
 */

/** How long a command may wait for its acknowledgement before we treat it as lost. */
export const ACK_TIMEOUT_MS = 8000;

/** Exponential backoff with jitter for retries: 1 s, 2 s, 4 s ... at most 30 s. */
export function backoffDelay(attempt: number): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}
