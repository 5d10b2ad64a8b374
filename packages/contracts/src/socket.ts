import type { ApiError } from './errors';
import { z } from './zod';

/** Bumped whenever a socket payload changes shape; the handshake carries it. */
export const PROTOCOL_VERSION = 1;

export type Ack<T> = { ok: true; data: T } | { ok: false; error: ApiError };
export type AckCallback<T> = (result: Ack<T>) => void;

export const ClassJoinSchema = z.strictObject({ classId: z.number().int().positive() });
export type ClassJoinPayload = z.infer<typeof ClassJoinSchema>;
export type ClassJoinResult = { classId: number; version: number };

/** Commands a client sends (imperative `area:verb`), each acknowledged. */
export interface ClientToServerEvents {
  'class:join': (payload: ClassJoinPayload, ack: AckCallback<ClassJoinResult>) => void;
  'class:leave': (payload: ClassJoinPayload, ack: AckCallback<null>) => void;
}

/** Events the server pushes (`area:changed`), each carrying the class version. */
export interface ServerToClientEvents {
  'class:changed': (payload: { classId: number; version: number }) => void;
  'class:deleted': (payload: { classId: number }) => void;
}

export const SOCKET_PATH = '/socket.io';
