import type { ApiError } from './errors';

/** Every socket command is answered with one of these (socket.ts; each area's contracts). */
export type Ack<T> = { ok: true; data: T } | { ok: false; error: ApiError };
export type AckCallback<T> = (result: Ack<T>) => void;
