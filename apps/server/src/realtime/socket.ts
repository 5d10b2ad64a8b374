import {
  type Ack,
  ClassJoinSchema,
  type ClientToServerEvents,
  type ServerToClientEvents,
  SOCKET_PATH,
} from '@classbeam/contracts';
import type { Signer } from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { toApiError } from '../http/errors';
import { isAllowedOrigin } from '../http/origin';
import { sessionIdFromCookieHeader } from '../http/session';
import type { PostgresSessionStore } from '../modules/auth/session-store';
import { ownedClass } from '../policy';

interface SocketData {
  userId: string;
  sid: string;
}

type IoServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
type IoSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export const classRoom = (classId: number) => `class:${classId}`;
const sessionRoom = (sid: string) => `session:${sid}`;

/** What the rest of the server may do with sockets: broadcast after commit, end sessions. */
export interface Realtime {
  io: IoServer;
  classChanged(classId: number, version: number): void;
  classDeleted(classId: number): void;
  disconnectSession(sid: string): void;
}

interface RealtimeDeps {
  db: Db;
  store: PostgresSessionStore;
  signer: Signer;
  publicOrigins: readonly string[];
}

export function attachRealtime(app: FastifyInstance, deps: RealtimeDeps): Realtime {
  const io: IoServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    // socket.io's cors does not stop a WebSocket from another site; this does, on both transports (S4).
    allowRequest: (req, callback) =>
      callback(null, isAllowedOrigin(req.headers, deps.publicOrigins)),
  });

  io.use((socket, next) => {
    const sid = sessionIdFromCookieHeader(socket.request.headers.cookie, deps.signer);
    const found = sid ? deps.store.userIdOf(sid) : Promise.resolve(null);
    found.then(
      (userId) => {
        if (!sid || !userId) return next(new Error('unauthorized'));
        socket.data = { userId, sid };
        void socket.join(sessionRoom(sid));
        next();
      },
      () => next(new Error('service_unavailable')),
    );
  });

  io.on('connection', (socket) => registerCommands(socket, deps.db));
  app.addHook('onClose', async () => {
    await io.close();
  });

  return {
    io,
    classChanged: (classId, version) =>
      io.to(classRoom(classId)).emit('class:changed', { classId, version }),
    classDeleted: (classId) => {
      io.to(classRoom(classId)).emit('class:deleted', { classId });
      io.in(classRoom(classId)).socketsLeave(classRoom(classId));
    },
    disconnectSession: (sid) => io.in(sessionRoom(sid)).disconnectSockets(true),
  };
}

/**
 * Wraps a command: validates the payload, runs it, and always answers the ack with
 * `{ok, data}` or `{ok:false, error}`; a client without an ack callback gets nothing.
 */
function command<S extends z.ZodType, R>(
  schema: S,
  run: (payload: z.infer<S>) => Promise<R>,
): (payload: unknown, ack: unknown) => void {
  return (payload, ack) => {
    const reply = typeof ack === 'function' ? (ack as (result: Ack<R>) => void) : () => {};
    Promise.resolve()
      .then(() => run(schema.parse(payload)))
      .then(
        (data) => reply({ ok: true, data }),
        (error: unknown) => reply({ ok: false, error: toApiError(error).body }),
      );
  };
}

function registerCommands(socket: IoSocket, db: Db): void {
  const { userId } = socket.data;
  socket.on(
    'class:join',
    command(ClassJoinSchema, async ({ classId }) => {
      // The server decides membership after the policy check; a client never names a room.
      const row = await ownedClass(db, userId, classId);
      await socket.join(classRoom(row.id));
      return { classId: row.id, version: row.version };
    }),
  );
  socket.on(
    'class:leave',
    command(ClassJoinSchema, async ({ classId }) => {
      await socket.leave(classRoom(classId));
      return null;
    }),
  );
}
