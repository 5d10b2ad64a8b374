import type { IncomingHttpHeaders } from 'node:http';
import {
  type ClientToServerEvents,
  HANDSHAKE_ERRORS,
  PROTOCOL_VERSION,
  type ServerToClientEvents,
  SOCKET_PATH,
} from '@classbeam/contracts';
import type { Signer } from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { Db } from '../db/database';
import { isAllowedOrigin } from '../http/origin';
import { sessionIdFromCookieHeader } from '../http/session';
import type { PostgresSessionStore } from '../modules/auth/session-store';
import { classKeyOk, readKioskAuth } from '../modules/self-assessment/class-key';
import { SessionExpiry } from './session-expiry';

export type SocketData =
  | { kind: 'teacher'; userId: string; sid: string; expire: Date }
  | { kind: 'display'; classId: number; linkId: number }
  /** A self-assessment iPad: it only listens, and goes when the class key is rotated. */
  | { kind: 'kiosk'; classId: number; key: string };

/**
 * What instances tell each other through Redis (with REDIS_URL; realtime/fan-out.ts). Each
 * area adds its own with `declare module` in its `*.events.ts` (run:moved, volume:moved).
 */
// biome-ignore lint/suspicious/noEmptyInterface: areas merge their events into it
export interface PeerEvents {}

export type IoServer = Server<ClientToServerEvents, ServerToClientEvents, PeerEvents, SocketData>;
export type IoSocket = Socket<ClientToServerEvents, ServerToClientEvents, PeerEvents, SocketData>;

/** Teachers' devices of a class: everything. */
export const classRoom = (classId: number) => `class:${classId}`;
/** Display links of a class: names, photos, points and attendance only. */
export const displayRoom = (classId: number) => `display:${classId}`;
export const displayLinkRoom = (linkId: number) => `display-link:${linkId}`;
/** Devices of a class (teachers' or displays) that draw the noise meter: the levels go here. */
export const volumeRoom = (classId: number) => `volume:${classId}`;
/** The self-assessment iPads of a class (kiosk sockets, authorised by the class key). */
export const kioskRoom = (classId: number) => `kiosk:${classId}`;
const sessionRoom = (sid: string) => `session:${sid}`;
/** A class's teachers' devices and its displays: who hears what the board shows. */
export const classAndDisplays = (classId: number) => [classRoom(classId), displayRoom(classId)];

/**
 * The plumbing the areas build on: the server to emit through (each area's `*.events.ts` says
 * who hears its events, with the rooms above), the doors that close, and the other instances.
 */
export interface Realtime {
  io: IoServer;
  /** An area's commands, added to every connected teacher's or display's socket. */
  use(module: SocketModule): void;
  /** A deleted class: its devices leave the room, its displays and iPads are put out. */
  closeClass(classId: number): void;
  /** A revoked display link: its boards are told, then put out. */
  closeLink(classId: number, linkId: number): void;
  /** The class key was rotated: the iPads holding the old one are put out. */
  closeKiosks(classId: number): void;
  disconnectSession(sid: string): void;
  /** Tells the other instances, if there are any (nothing without Redis). */
  toPeers<E extends keyof PeerEvents>(event: E, ...args: Parameters<PeerEvents[E]>): void;
  /** Once sockets fan out through Redis: from then on, other instances hear toPeers. */
  enablePeers(): void;
  /**
   * Puts out this instance's sockets whose door has closed (a session signed out, a display
   * link revoked, a class deleted): after a Redis outage, other instances' word may be lost.
   */
  recheckDoors(): Promise<void>;
}

/** Feature modules add their commands per connected socket. */
export type SocketModule = (socket: IoSocket) => void;

interface RealtimeDeps {
  db: Db;
  store: PostgresSessionStore;
  signer: Signer;
  publicOrigins: readonly string[];
}

const isDisplay = (socket: IoSocket) =>
  typeof (socket.handshake.auth as { displayToken?: unknown } | undefined)?.displayToken ===
  'string';

async function identify(socket: IoSocket, deps: RealtimeDeps): Promise<SocketData | null> {
  const kiosk = readKioskAuth(socket.handshake.auth);
  if (kiosk) {
    const ok = await classKeyOk(deps.db, kiosk.classId, kiosk.key);
    return ok ? { kind: 'kiosk', classId: kiosk.classId, key: kiosk.key } : null;
  }
  const token = (socket.handshake.auth as { displayToken?: unknown } | undefined)?.displayToken;
  if (typeof token === 'string') {
    if (token.length > 100) return null;
    const link = await deps.db
      .selectFrom('display_links')
      .select(['id', 'class_id'])
      .where('token', '=', token)
      .executeTakeFirst();
    return link ? { kind: 'display', classId: link.class_id, linkId: link.id } : null;
  }
  const sid = sessionIdFromCookieHeader(socket.handshake.headers.cookie, deps.signer);
  const session = sid ? await deps.store.liveSession(sid) : null;
  return sid && session ? { kind: 'teacher', sid, ...session } : null;
}

export function attachRealtime(app: FastifyInstance, deps: RealtimeDeps): Realtime {
  const io: IoServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    // socket.io's cors does not stop a WebSocket from another site; this does, on both transports (S4).
    allowRequest: (req, callback) =>
      callback(
        null,
        isAllowedOrigin(req.headers, deps.publicOrigins) || pollingRead(req.method, req.headers),
      ),
  });
  const modules: SocketModule[] = [];
  const expiry = new SessionExpiry({
    expiryOf: async (sid) => (await deps.store.liveSession(sid))?.expire ?? null,
    hasSockets: (sid) => (io.of('/').adapter.rooms.get(sessionRoom(sid))?.size ?? 0) > 0,
    close: (sid) => closeSession(io.local, sid),
  });
  // Only an adapter that reaches other instances can carry server-side events.
  let peers = false;

  // The handshake decides who this is; the server alone decides which rooms it is in.
  io.use((socket, next) => {
    // A page built for another protocol is told to reload before anything else (tools and
    // tests that send no version speak this one).
    const spoken = (socket.handshake.auth as { protocol?: unknown } | undefined)?.protocol;
    if (spoken !== undefined && spoken !== PROTOCOL_VERSION)
      return next(new Error(HANDSHAKE_ERRORS.protocolMismatch));
    identify(socket, deps).then(
      (data) => {
        // A display learns its link is gone, an iPad that its key is; anyone else, that a
        // session is needed.
        if (!data)
          return next(
            new Error(
              readKioskAuth(socket.handshake.auth)
                ? HANDSHAKE_ERRORS.kioskKeyInvalid
                : isDisplay(socket)
                  ? HANDSHAKE_ERRORS.displayLinkInactive
                  : HANDSHAKE_ERRORS.unauthorized,
            ),
          );
        socket.data = data;
        // The handshake's HTTP request (and its TCP socket and parser) would otherwise stay
        // referenced for the whole connection; the handshake copy keeps what we need (F3).
        Reflect.set(socket.conn, 'request', null);
        if (data.kind === 'teacher') {
          void socket.join(sessionRoom(data.sid));
          expiry.watch(data.sid, data.expire);
        } else if (data.kind === 'kiosk') void socket.join(kioskRoom(data.classId));
        else void socket.join([displayRoom(data.classId), displayLinkRoom(data.linkId)]);
        next();
      },
      () => next(new Error(HANDSHAKE_ERRORS.serviceUnavailable)),
    );
  });
  io.on('connection', (socket) => {
    // An iPad only listens: no module sees its socket, so none can forget to refuse it.
    const kiosk = socket.data.kind === 'kiosk';
    if (!kiosk) for (const register of modules) register(socket);
    // Every command is answered: one this server does not know gets a refusal, not silence.
    socket.onAny((event: string, ...args: unknown[]) => {
      const ack = args.at(-1);
      if (typeof ack !== 'function' || socket.listeners(event as 'class:join').length > 0) return;
      ack({
        ok: false,
        error: kiosk
          ? { code: 'forbidden', message: 'A self-assessment page sends no commands.' }
          : { code: 'invalid_payload', message: `Unknown command: ${event.slice(0, 40)}` },
      });
    });
    const { data } = socket;
    if (data.kind === 'teacher') {
      // By now the socket has left its rooms: was it the session's last one here?
      socket.on('disconnect', () => {
        if (!io.of('/').adapter.rooms.has(sessionRoom(data.sid))) expiry.forget(data.sid);
      });
    }
  });
  // Before the HTTP server closes, not after: it waits for every connection to end, and an open
  // WebSocket never would, so a server with devices connected hung until its forced exit.
  app.addHook('preClose', async () => {
    expiry.close();
    await io.close();
  });

  return {
    io,
    use: (module) => modules.push(module),
    closeClass: (classId) => closeClass(io, classId),
    closeLink: (classId, linkId) => closeLink(io, classId, linkId),
    closeKiosks: (classId) => closeKiosks(io, classId),
    disconnectSession: (sid) => closeSession(io, sid),
    toPeers: (event, ...args) => {
      if (peers) io.serverSideEmit(event, ...args);
    },
    enablePeers: () => {
      peers = true;
    },
    recheckDoors: () => recheckDoors(io, deps.db),
  };
}

/** Where a closing door is heard: every instance (`io`), or this one only (`io.local`). */
type Reach = Pick<IoServer, 'to' | 'in'>;

/** A deleted class: its devices leave the room, its displays are told and put out. */
function closeClass(reach: Reach, classId: number): void {
  reach.to(classRoom(classId)).emit('class:deleted', { classId });
  reach.in(classRoom(classId)).socketsLeave([classRoom(classId), volumeRoom(classId)]);
  reach.to(displayRoom(classId)).emit('display:revoked', { classId });
  reach.in(displayRoom(classId)).disconnectSockets(true);
  closeKiosks(reach, classId);
}

/** The iPads of a class go: their key no longer opens anything (rotated, or the class gone). */
function closeKiosks(reach: Reach, classId: number): void {
  reach.in(kioskRoom(classId)).disconnectSockets(true);
}

function closeLink(reach: Reach, classId: number, linkId: number): void {
  reach.to(displayLinkRoom(linkId)).emit('display:revoked', { classId });
  reach.in(displayLinkRoom(linkId)).disconnectSockets(true);
}

function closeSession(reach: Reach, sid: string): void {
  reach.in(sessionRoom(sid)).disconnectSockets(true);
}

/** The same doors, closed on this instance's sockets for what the database says is gone. */
async function recheckDoors(io: IoServer, db: Db): Promise<void> {
  const sids = new Set<string>();
  const links = new Map<number, number>();
  const kiosks: IoSocket[] = [];
  for (const socket of io.of('/').sockets.values()) {
    const { data } = socket;
    if (data.kind === 'teacher') sids.add(data.sid);
    else if (data.kind === 'kiosk') kiosks.push(socket);
    else links.set(data.linkId, data.classId);
  }
  const classIds = [...io.of('/').adapter.rooms.keys()]
    .map((room) => /^class:(\d+)$/.exec(room)?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number);
  const [liveSessions, liveLinks, liveClasses] = await Promise.all([
    sids.size === 0
      ? []
      : db
          .selectFrom('sessions')
          .select('sid')
          .where('sid', 'in', [...sids])
          .where('expire', '>', new Date())
          .execute(),
    links.size === 0
      ? []
      : db
          .selectFrom('display_links')
          .select('id')
          .where('id', 'in', [...links.keys()])
          .execute(),
    classIds.length === 0
      ? []
      : db.selectFrom('classes').select('id').where('id', 'in', classIds).execute(),
  ]).then(
    ([a, b, c]) =>
      [
        new Set(a.map((r) => r.sid)),
        new Set(b.map((r) => r.id)),
        new Set(c.map((r) => r.id)),
      ] as const,
  );
  for (const classId of classIds) if (!liveClasses.has(classId)) closeClass(io.local, classId);
  for (const [linkId, classId] of links)
    if (!liveLinks.has(linkId)) closeLink(io.local, classId, linkId);
  for (const sid of sids) if (!liveSessions.has(sid)) closeSession(io.local, sid);
  // An iPad whose class is gone or whose key was rotated meanwhile.
  for (const socket of kiosks) {
    const { data } = socket;
    if (data.kind === 'kiosk' && !(await classKeyOk(db, data.classId, data.key)))
      socket.disconnect(true);
  }
}

/**
 * A long-poll's opening GET from a page on plain http at a LAN address: Chromium sends neither
 * Origin nor Sec-Fetch-Site on a same-origin GET from a page that is not a secure context, so
 * the rule above cannot vouch for it, and a display opened at http://192.168.x.y never
 * connected. Letting it in lets no other site in: a browser names a cross-site request (Origin
 * on a script's request, Sec-Fetch-Site where it sends it, Origin on every WebSocket); a page
 * of another site that gets a GET out without either (an <img>) sends no session cookie
 * (SameSite=Lax) and cannot read the session id the answer holds, which everything after the
 * opening needs; display and iPad keys travel in the connect packet, after it.
 */
export function pollingRead(method: string | undefined, headers: IncomingHttpHeaders): boolean {
  return (
    method === 'GET' &&
    headers.upgrade === undefined &&
    headers.origin === undefined &&
    headers['sec-fetch-site'] === undefined
  );
}
