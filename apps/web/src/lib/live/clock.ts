import type { LiveSocket } from './socket';

/*
 * The server's clock, as this device sees it. Device clocks may be minutes off (or changed
 * mid-lesson), so every time-left on screen is computed from `serverNow()`, never from
 * Date.now() alone: two devices then show the same second (F6).
 */

/** One `clock:sync` probe: our clock when it left and when the answer came, and the server's. */
export interface ClockSample {
  sent: number;
  received: number;
  serverNow: number;
}

export interface ClockEstimate {
  offset: number;
  roundTrip: number;
}

/**
 * The probe with the smallest round trip wins: its answer was the least delayed, so the
 * midpoint of its trip is the best guess at when the server read its clock (NTP's rule).
 */
export function estimateOffset(samples: readonly ClockSample[]): ClockEstimate | null {
  let best: ClockEstimate | null = null;
  for (const { sent, received, serverNow } of samples) {
    const roundTrip = received - sent;
    // Our clock stepped backwards mid-probe: the sample says nothing.
    if (roundTrip < 0) continue;
    if (best === null || roundTrip < best.roundTrip) {
      best = { offset: serverNow - (sent + received) / 2, roundTrip };
    }
  }
  return best;
}

/** A server time we were just told disagrees with our estimate: the device slept or its clock moved. */
export const clockDrifted = (
  offset: number,
  serverNow: number,
  localNow: number,
  tolerance = 1000,
) => Math.abs(serverNow - (localNow + offset)) > tolerance;

export const PROBES = 5;
const PROBE_TIMEOUT_MS = 3000;
const REMEASURE_MS = 60_000;

let offset = 0;
/** Only a rough guess so far (a snapshot's time), not a measurement. */
let measured = false;
let socket: LiveSocket | null = null;
let measuring = false;
/** A reason to measure came while a measurement was under way: measure again after it. */
let again = false;

/** The server's time now, in epoch ms. */
export const serverNow = () => Date.now() + offset;

/**
 * A snapshot's server time gives a first estimate (off by one trip) before any probe is back:
 * better than this device's clock, which may be minutes wrong.
 */
export function seedClock(serverTime: number): void {
  if (!measured) offset = serverTime - Date.now();
}

/** Server times that come with events and answers: re-measure when they disagree with us. */
export function checkClock(serverTime: number): void {
  if (measured && clockDrifted(offset, serverTime, Date.now())) void measure();
}

async function measure(): Promise<void> {
  const s = socket;
  if (!s?.connected) return;
  if (measuring) {
    again = true;
    return;
  }
  measuring = true;
  const samples: ClockSample[] = [];
  try {
    for (let i = 0; i < PROBES && s === socket && s.connected; i += 1) {
      const sent = Date.now();
      const ack = await s.timeout(PROBE_TIMEOUT_MS).emitWithAck('clock:sync', {});
      const received = Date.now();
      if (ack.ok) samples.push({ sent, received, serverNow: ack.data.serverNow });
    }
  } catch {
    // A probe went unanswered (the socket dropped): keep what came back, if anything.
  } finally {
    measuring = false;
  }
  const estimate = estimateOffset(samples);
  if (estimate && s === socket) {
    offset = estimate.offset;
    measured = true;
  }
  if (again) {
    again = false;
    void measure();
  }
}

/**
 * Measures over this socket on every (re)connect, every minute, and when the page comes back
 * into view (a device that slept). Returns the function that stops it.
 */
export function attachClock(live: LiveSocket): () => void {
  socket = live;
  const onConnect = () => void measure();
  const onVisible = () => {
    if (document.visibilityState === 'visible') void measure();
  };
  live.on('connect', onConnect);
  document.addEventListener('visibilitychange', onVisible);
  const timer = setInterval(() => void measure(), REMEASURE_MS);
  if (live.connected) void measure();
  return () => {
    live.off('connect', onConnect);
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(timer);
    if (socket === live) socket = null;
  };
}
