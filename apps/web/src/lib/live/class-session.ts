import type { ApiError, ClassSnapshot, OperationResult } from '@classbeam/contracts';
import { t } from '@lingui/core/macro';
import { toast } from '../../ui/toast-store';
import { serverTextLater } from '../i18n/server-text-later';
import { newer } from './class-extras';
import { type ClassLiveState, setMirror, useClassLive } from './class-store';
import { seedClock } from './clock';
import { invalidateAll } from './live-resource';
import { receiveAck, receiveSnapshot } from './mirror';
import { dropOps, markSent, nextBatch, type Outbox } from './outbox';
import { forgetOutbox, saveOutbox } from './outbox-storage';
import { newerPrefs } from './pending-prefs';
import { ACK_TIMEOUT_MS, backoffDelay } from './retry';
import { runFromSnapshot } from './run-mirror';
import type { LiveSocket } from './socket';
import { volumeChannelJoined } from './volume-channel';

/*
 * The sending half of the teacher's live class: the outbox goes out one batch at a time (so
 * the server applies taps in the order they were made), a lost answer is retried with
 * backoff under the same op ids (R1), and a join or re-join takes a fresh snapshot (R4).
 */
export interface Session {
  classId: number;
  socket: LiveSocket;
  closed: boolean;
  /** The server has us in the class room and we hold a snapshot taken after joining. */
  joined: boolean;
  sending: boolean;
  resyncing: boolean;
  resyncAgain: boolean;
  /** Events may have been missed: the lists read again once the next snapshot is in. */
  rereadAfterJoin: boolean;
  attempt: number;
  flushTimer: ReturnType<typeof setTimeout> | undefined;
  retryTimer: ReturnType<typeof setTimeout> | undefined;
}

export const state = () => useClassLive.getState();

export function setOutbox(outbox: Outbox): void {
  const { mirror, classId } = state();
  if (outbox === mirror.outbox) return;
  setMirror({ ...mirror, outbox });
  if (classId !== null) saveOutbox(classId, outbox);
}

export function setMirrorAndSave(next: ClassLiveState['mirror']): void {
  const before = state().mirror.outbox;
  setMirror(next);
  const { classId } = state();
  if (classId !== null && next.outbox !== before) saveOutbox(classId, next.outbox);
}

/** The class was deleted (or is not ours): its unsent taps can never apply, here or in another tab. */
export function classGone(): void {
  useClassLive.setState({ gone: true });
  const { mirror, classId } = state();
  setMirror({ ...mirror, outbox: [] });
  if (classId !== null) forgetOutbox(classId);
}

export function scheduleFlush(s: Session, delay: number): void {
  if (s.flushTimer !== undefined || s.closed) return;
  s.flushTimer = setTimeout(() => {
    s.flushTimer = undefined;
    void flush(s);
  }, delay);
}

export function scheduleRetry(s: Session, run: () => void): void {
  if (s.retryTimer !== undefined || s.closed) return;
  s.retryTimer = setTimeout(() => {
    s.retryTimer = undefined;
    run();
  }, backoffDelay(s.attempt));
  s.attempt += 1;
}

export function applyResult(s: Session, result: OperationResult): void {
  const awards = skillAwardIds(state().mirror.outbox);
  const { mirror, rejected } = receiveAck(state().mirror, result);
  setMirrorAndSave(mirror);
  // The student was deleted on another device: the tap is rolled back, as the spec asks.
  for (const r of rejected) console.warn('Change rolled back', r);
  // An award whose skill is not the class's (never, or no longer) is rolled back, and the
  // teacher is told why in the server's words, in the active language (fetched on this rare
  // refusal: the dashboard's first load does not carry the server's tables).
  const lost = rejected.find((r) => r.code === 'not_found' && awards.has(r.opId));
  if (lost)
    void serverTextLater(lost).then((description) =>
      toast({ title: t`Award not given`, description, variant: 'warning' }),
    );
  // Undo pressed on a change another device undid already, or one too old: say so.
  const late = rejected.find((r) => r.code === 'cannot_undo');
  if (late)
    void serverTextLater(late).then((description) =>
      toast({ title: t`Not undone`, description, variant: 'warning' }),
    );
  // The ack's version is ahead of us but the event that brings us there may have been lost.
  if (result.version > state().mirror.version) {
    setTimeout(() => {
      if (!s.closed && result.version > state().mirror.version) void resync(s);
    }, 3000);
  }
}

/** The ops in the outbox that name a skill. */
const skillAwardIds = (outbox: Outbox) =>
  new Set(
    outbox.filter((p) => 'skillId' in p.op && p.op.skillId !== undefined).map((p) => p.op.opId),
  );

/** Errors that no retry can fix: the class is gone or the session ended. */
export function settleFatal(error: ApiError): boolean {
  if (error.code === 'unauthorized') {
    useClassLive.setState({ connection: 'signed-out' });
    return true;
  }
  if (error.code === 'not_found' || error.code === 'forbidden') {
    classGone();
    return true;
  }
  return false;
}

export async function flush(s: Session): Promise<void> {
  if (s.closed || s.sending || !s.joined || !s.socket.connected) return;
  const batch = nextBatch(state().mirror.outbox);
  if (batch.length === 0) return;
  s.sending = true;
  setOutbox(
    markSent(
      state().mirror.outbox,
      batch.map((op) => op.opId),
    ),
  );
  try {
    const ack = await s.socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('ops:apply', { classId: s.classId, ops: batch });
    if (s.closed) return;
    if (ack.ok) {
      s.attempt = 0;
      applyResult(s, ack.data);
    } else if (ack.error.code === 'invalid_payload') {
      // A batch the server can never accept would block every tap after it: let it go.
      console.error('Changes refused by the server', ack.error, batch);
      setOutbox(
        dropOps(
          state().mirror.outbox,
          batch.map((op) => op.opId),
        ),
      );
    } else if (!settleFatal(ack.error)) {
      scheduleRetry(s, () => void flush(s));
    }
  } catch {
    // No answer in time: the ops stay (they may or may not be applied) and go again.
    if (!s.closed) scheduleRetry(s, () => void flush(s));
  } finally {
    s.sending = false;
  }
  if (!s.closed && s.retryTimer === undefined && nextBatch(state().mirror.outbox, 1).length > 0) {
    scheduleFlush(s, 0);
  }
}

/**
 * Something was missed (a version gap, a reconnect): a snapshot, then the lists read again,
 * once, after it: however many events find the gap meanwhile, and only once the device is
 * back in the class room, so a change made while it rejoins is not missed either.
 */
export function catchUp(s: Session): void {
  s.rereadAfterJoin = true;
  void resync(s);
}

/** Join (or re-join) the class room and take a fresh snapshot; then send what is pending. */
export async function resync(s: Session): Promise<void> {
  if (s.resyncing) {
    s.resyncAgain = true;
    return;
  }
  s.resyncing = true;
  try {
    do {
      s.resyncAgain = false;
      // The snapshot says which of these it holds (a crash may have taken some back).
      const pending = nextBatch(state().mirror.outbox).map((op) => op.opId);
      const ack = await s.socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('class:join', { classId: s.classId, pending });
      if (s.closed) return;
      if (!ack.ok) {
        if (!settleFatal(ack.error)) scheduleRetry(s, () => void resync(s));
        return;
      }
      takeSnapshot(ack.data, pending);
      s.joined = true;
      if (s.rereadAfterJoin && !s.resyncAgain) {
        s.rereadAfterJoin = false;
        invalidateAll();
      }
      volumeChannelJoined();
      s.attempt = 0;
    } while (s.resyncAgain);
  } catch {
    if (!s.closed && s.socket.connected) scheduleRetry(s, () => void resync(s));
  } finally {
    s.resyncing = false;
  }
  void flush(s);
}

function takeSnapshot(snapshot: ClassSnapshot, asked: readonly string[]): void {
  const { classId, mirror, loaded, runMirror, prefs, volume } = state();
  seedClock(snapshot.serverNow);
  setMirrorAndSave(receiveSnapshot(mirror, snapshot, loaded, asked));
  useClassLive.setState({
    loaded: true,
    runMirror: runFromSnapshot(runMirror, snapshot),
    prefs: newerPrefs(classId, prefs, snapshot.prefs, snapshot.version),
    volume: {
      listener: snapshot.volume.listener,
      tally: newer(volume.tally, snapshot.volume.tallyCount, snapshot.version),
    },
    selfAssessment: snapshot.selfAssessment,
    skills: snapshot.skills,
  });
}
