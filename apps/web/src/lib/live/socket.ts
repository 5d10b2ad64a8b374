import type { ClientToServerEvents, ServerToClientEvents } from '@classbeam/contracts';
import { HANDSHAKE_ERRORS, PROTOCOL_VERSION } from '@classbeam/contracts/constants';
import { io, type Socket } from 'socket.io-client';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * One socket to our own origin. A teacher's socket is recognised by the session cookie the
 * browser sends with the handshake; a display passes its link token in `auth` instead, and a
 * self-assessment iPad its class id and key.
 */
export function openSocket(
  auth?: { displayToken: string } | { kioskClassId: number; kioskKey: string },
): LiveSocket {
  const socket: LiveSocket = io({
    path: '/socket.io',
    withCredentials: true,
    auth: { ...auth, protocol: PROTOCOL_VERSION },
  });
  socket.on('connect_error', (error) => {
    if (error.message === HANDSHAKE_ERRORS.protocolMismatch) reloadForNewVersion();
  });
  return socket;
}

const RELOADED_AT = 'classbeam:protocol-reload';

/**
 * The server was upgraded under this page (a display left on for days): the page loads the
 * new code, at most once a minute, so a server and a page cache that disagree cannot loop.
 */
function reloadForNewVersion(): void {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < 60_000) {
    console.error('The server speaks another protocol and reloading did not help.');
    return;
  }
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  location.reload();
}
