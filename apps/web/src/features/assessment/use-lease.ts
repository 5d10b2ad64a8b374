import type { SessionLease } from '@classbeam/contracts';
import { useEffect, useRef } from 'react';
import { hasStatus } from '../../lib/api-client';
import type { KioskApi } from './kiosk-api';

/**
 * Keeps a student's turn alive: a heartbeat every few seconds (the server frees a lease that
 * misses 15 s of them: a sleeping iPad never holds the class), and the turn ended by its lease
 * id when the page goes away. `onLost` runs when the server says the turn is over.
 */
export function useLease(api: KioskApi, lease: SessionLease | null, onLost: () => void): void {
  const lost = useRef(onLost);
  lost.current = onLost;

  useEffect(() => {
    if (!lease) return;
    const { sessionId } = lease;
    // A reply that comes back after the turn is over (submitted, closed) says nothing.
    let current = true;
    const beat = () => {
      api.heartbeat(sessionId).catch((error: unknown) => {
        if (!current) return;
        if (hasStatus(error, 410) || hasStatus(error, 404) || hasStatus(error, 403)) lost.current();
        else console.warn('Heartbeat missed', error);
      });
    };
    const timer = setInterval(beat, lease.heartbeatMs);
    const leave = () => api.endOnLeave(sessionId);
    window.addEventListener('pagehide', leave);
    return () => {
      current = false;
      clearInterval(timer);
      window.removeEventListener('pagehide', leave);
    };
  }, [api, lease]);
}
