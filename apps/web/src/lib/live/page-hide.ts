import type { Operation, OperationResult } from '@classbeam/contracts';

/** Browsers cap the bodies of all pending keepalive requests together at 64 KiB. */
const KEEPALIVE_BYTES = 60_000;

/** The ops that fit in one keepalive body, oldest first. */
export function keepaliveBody(
  classId: number,
  ops: readonly Operation[],
): { body: string; sent: Operation[] } | null {
  let sent = [...ops];
  let body = JSON.stringify({ classId, ops: sent });
  while (body.length > KEEPALIVE_BYTES && sent.length > 1) {
    sent = sent.slice(0, Math.ceil(sent.length / 2));
    body = JSON.stringify({ classId, ops: sent });
  }
  return sent.length > 0 && body.length <= KEEPALIVE_BYTES ? { body, sent } : null;
}

/**
 * When the page is hidden or closed, the socket may never get to send: hand what is pending
 * to the browser as a keepalive request, which outlives the page. Sending twice is harmless:
 * the server skips op ids it has applied. If the page lives on (a phone switched apps), the
 * answer is used like an ack.
 */
export function sendOnPageHide(
  pending: () => Operation[],
  onSent: (ops: Operation[]) => void,
  onResult: (result: OperationResult) => void,
  classId: number,
): () => void {
  // visibilitychange and pagehide often both fire: send each op once per hide, not twice.
  const inFlight = new Set<string>();
  const send = () => {
    const packed = keepaliveBody(
      classId,
      pending().filter((op) => !inFlight.has(op.opId)),
    );
    if (!packed) return;
    const ids = packed.sent.map((op) => op.opId);
    for (const id of ids) inFlight.add(id);
    const release = () => {
      for (const id of ids) inFlight.delete(id);
    };
    onSent(packed.sent);
    fetch('/api/ops', {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: packed.body,
    })
      .then((response) => (response.ok ? (response.json() as Promise<OperationResult>) : null))
      .then((result) => result && onResult(result))
      .catch(() => {
        // The page is going away or offline: the ops stay in storage for the next visit.
      })
      .finally(release);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') send();
  };
  window.addEventListener('pagehide', send);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('pagehide', send);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
