import type { ClientToServerEvents, ServerToClientEvents } from '@classbeam/contracts';
import { HANDSHAKE_ERRORS, PROTOCOL_VERSION } from '@classbeam/contracts/constants';
import type { Socket } from 'socket.io-client';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * One socket to our own origin, its code (socket.io-client, 12.6 KB gzip) loaded on demand: a
 * teacher's page draws from what it has and takes taps while it arrives (decision 0170). A teacher's socket is recognised by the session cookie the
 * browser sends with the handshake; a display passes its link token in `auth` instead, and a
 * self-assessment iPad its class id and key.
 */
export async function openSocket(
  auth?: { displayToken: string } | { kioskClassId: number; kioskKey: string },
): Promise<LiveSocket> {
  const { io } = await import('socket.io-client');
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
