import type { KioskState, SessionView } from '@classbeam/contracts';
import { SESSION_POLL_MS } from '@classbeam/contracts/constants';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { hasStatus } from '../../lib/api-client';
import type { LiveSocket } from '../../lib/live/socket';
import { type KioskApi, kioskApi } from './kiosk-api';

export type KioskLoad =
  | { kind: 'loading' }
  /** Wrong or rotated key, or no such class: the same answer, by design. */
  | { kind: 'gone' }
  | { kind: 'unreachable' }
  | { kind: 'ready'; page: KioskState };

/**
 * The page as the iPad knows it: read with the key, read again whenever the server says it
 * changed ('kiosk:changed') or the window's end passes; who is in session comes over the
 * socket, and from the spec's 5 s poll while the socket is away.
 */
export function useKiosk(classId: number, key: string) {
  const api: KioskApi = useMemo(() => kioskApi(classId, key), [classId, key]);
  const [load, setLoad] = useState<KioskLoad>({ kind: 'loading' });
  const [active, setActive] = useState<SessionView | null>(null);
  const reading = useRef(0);

  const refresh = useCallback(() => {
    const ticket = ++reading.current;
    api.state().then(
      (page) => {
        if (ticket !== reading.current) return;
        setLoad({ kind: 'ready', page });
        setActive(page.state === 'open' ? page.active : null);
      },
      (error: unknown) => {
        if (ticket !== reading.current) return;
        if (hasStatus(error, 404)) setLoad({ kind: 'gone' });
        else {
          console.warn('Could not read the self-assessment page', error);
          setLoad((now) => (now.kind === 'ready' ? now : { kind: 'unreachable' }));
        }
      },
    );
  }, [api]);

  useEffect(() => {
    refresh();
    let closed = false;
    let socket: LiveSocket | null = null;
    let poll: ReturnType<typeof setInterval> | undefined;
    const startPoll = () => {
      if (poll) return;
      poll = setInterval(() => {
        api.sessions().then(
          (list) => {
            const live = list.find((s) => s.isActive);
            setActive(
              live
                ? {
                    studentId: live.studentId,
                    startedAt: live.createdAt,
                    lastHeartbeat: live.lastHeartbeat,
                  }
                : null,
            );
          },
          (error: unknown) => {
            if (hasStatus(error, 404) || hasStatus(error, 403)) refresh();
          },
        );
      }, SESSION_POLL_MS);
    };
    const stopPoll = () => {
      clearInterval(poll);
      poll = undefined;
    };
    const listen = (live: LiveSocket) => {
      live.on('connect', () => {
        stopPoll();
        // Whatever happened while away is read once, fresh.
        refresh();
      });
      live.on('disconnect', startPoll);
      live.on('connect_error', () => {
        startPoll();
        // A refused handshake may mean a new key: the page's own read says so.
        refresh();
        if (!live.active) setTimeout(() => !closed && live.connect(), SESSION_POLL_MS);
      });
      live.on('assessment:session', (event) => {
        if (event.classId === classId) setActive(event.active);
      });
      live.on('kiosk:changed', (event) => {
        if (event.classId === classId) refresh();
      });
    };
    // The socket comes after the first paint (budget F4); the poll covers until it connects.
    startPoll();
    import('../../lib/live/socket')
      .then(({ openSocket }) => openSocket({ kioskClassId: classId, kioskKey: key }))
      .then(
        (opened) => {
          if (closed) return opened.disconnect();
          socket = opened;
          listen(socket);
        },
        (error: unknown) => console.warn('Live updates unavailable; polling instead', error),
      );
    return () => {
      closed = true;
      stopPoll();
      socket?.disconnect();
    };
  }, [api, classId, key, refresh]);

  // The window closes by itself: the page follows without a push.
  const until = load.kind === 'ready' && load.page.state === 'open' ? load.page.openUntil : null;
  useEffect(() => {
    if (!until) return;
    const timer = setTimeout(refresh, Math.max(0, Date.parse(until) - Date.now()) + 1000);
    return () => clearTimeout(timer);
  }, [until, refresh]);

  return { api, load, active, refresh };
}
