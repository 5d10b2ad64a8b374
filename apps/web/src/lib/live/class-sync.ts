import type {
  Ack,
  ClientRunCommand,
  ClientToServerEvents,
  PublicGroupDto,
  StudentDto,
} from '@classbeam/contracts';
import { t } from '@lingui/core/macro';
import {
  applyResult,
  catchUp,
  classGone,
  resync,
  type Session,
  scheduleFlush,
  scheduleRetry,
  setMirrorAndSave,
  setOutbox,
  settleFatal,
  state,
} from './class-session';
import { type ClassLiveState, initialClassLive, setMirror, useClassLive } from './class-store';
import { attachClock, checkClock } from './clock';
import { type LiveHandlers, type LiveTarget, listenAreas } from './live-area';
import { invalidate } from './live-resource';
import { receiveGroupsChanged } from './mirror';
import { newOpId } from './op-id';
import { COALESCE_WINDOW_MS, enqueue, type Intent, markSent, nextBatch } from './outbox';
import { loadOutbox } from './outbox-storage';
import { sendOnPageHide } from './page-hide';
import { newerPrefs } from './pending-prefs';
import { ACK_TIMEOUT_MS } from './retry';
import { removeStudent, upsertStudent } from './roster-merge';
import { runFromAck } from './run-mirror';
import { type LiveSocket, openSocket } from './socket';
import { rememberTap } from './undo-memory';
import { attachVolumeChannel } from './volume-channel';

/*
 * The teacher's live class, as the screens use it: open it, tap, report roster answers.
 * Taps show at once (the store overlays them), are kept in localStorage, and go out over the
 * socket after a short coalescing window (class-session.ts does the sending).
 */
let session: Session | null = null;
/**
 * The class open on this page, from `openClass` until it is closed: taps count from the first
 * render, while the socket's code may still be on its way (`session` is null until it is in).
 */
let openId: number | null = null;

/**
 * A tap: on screen now, in the outbox now, on the wire within the coalescing window. Answers
 * the id of the operation that carries it (for Undo), or null when there is none: no class is
 * open, or a +1 and a -1 in the same window cancelled out.
 */
export function tap(intent: Intent): string | null {
  if (openId === null || state().gone) return null;
  const before = state().students;
  const now = Date.now();
  const outbox = enqueue(state().mirror.outbox, intent, { now, newId: newOpId });
  setOutbox(outbox);
  // Without a session yet it waits in the outbox: the first join sends it (resync).
  if (session) scheduleFlush(session, COALESCE_WINDOW_MS);
  // The op stamped now: new, or an earlier one this tap merged into (its id carries both).
  const carrier = outbox.findLast((p) => p.at === now && p.op.kind === intent.kind);
  if (!carrier) return null;
  rememberTap(carrier.op.opId, before, state().students);
  return carrier.op.opId;
}

/** An HTTP answer about one student (added, renamed, photo, note, goal). */
export function studentSaved(dto: StudentDto): void {
  const { mirror } = state();
  setMirror({ ...mirror, confirmed: upsertStudent(mirror.confirmed, dto) });
}

/**
 * Groups as an answer or an event has them (random draw, layout load, `groups:changed`): taken
 * when they are the next version; a jump means something was missed, so take a snapshot.
 */
export function groupsChanged(event: { version: number; groups: readonly PublicGroupDto[] }): void {
  const { mirror, resync: missed } = receiveGroupsChanged(state().mirror, event);
  setMirror(mirror);
  if (missed && session) catchUp(session);
}

export function studentDeleted(id: number): void {
  const { mirror } = state();
  setMirror({ ...mirror, confirmed: removeStudent(mirror.confirmed, id) });
}

/**
 * Moves that count from where the class stands: sent with the run's rev this device shows, so
 * that a second tap, or another device's, made before this one's answer moves the class once.
 */
const RELATIVE_MOVES = new Set<ClientRunCommand['type']>(['next', 'undo', 'toggle-free-time']);

type ResetsListener = (command: ClientRunCommand['type'], opIds: string[]) => void;
let resetsListener: ResetsListener | null = null;

/** Hears the resets a run command of this device made (lib/live/undo.ts offers their Undo). */
export function onResets(listener: ResetsListener): void {
  resetsListener = listener;
}

/**
 * A class-run command. Nothing changes on screen until the server answers (the run is the
 * server's alone); a refusal is only logged, as the spec has it, and the server's state stays.
 * Made while the socket reconnects, it waits in socket.io's buffer and goes out on reconnect,
 * unless ACK_TIMEOUT_MS passes first: then socket.io drops it, so a skip never lands late.
 * Resolves true when the server applied it.
 */
export async function runCommand(command: ClientRunCommand): Promise<boolean> {
  const s = session;
  if (!s || s.closed || state().gone) return false;
  const seen = RELATIVE_MOVES.has(command.type) ? state().runMirror.run?.rev : undefined;
  // Taps not acknowledged yet ride along and land first (R10): a +1 made just before Start or
  // Reset is reset with the rest, never applied after it.
  const ops = nextBatch(state().mirror.outbox);
  if (ops.length > 0)
    setOutbox(
      markSent(
        state().mirror.outbox,
        ops.map((op) => op.opId),
      ),
    );
  try {
    const ack = await s.socket.timeout(ACK_TIMEOUT_MS).emitWithAck('run:command', {
      classId: s.classId,
      command,
      ...(seen === undefined ? {} : { seen }),
      ...(ops.length > 0 ? { ops } : {}),
    });
    if (s.closed) return false;
    if (ack.ok && ack.data.ops) applyResult(s, ack.data.ops);
    if (!ack.ok) {
      if (!settleFatal(ack.error))
        console.warn('Class run command refused', command.type, ack.error);
      return false;
    }
    checkClock(ack.data.serverNow);
    useClassLive.setState({ runMirror: runFromAck(state().runMirror, ack.data.run) });
    if (ack.data.undo?.length) resetsListener?.(command.type, ack.data.undo);
    return true;
  } catch (error) {
    // No answer in time: if it was applied, its run:changed brings the new state.
    console.warn('Class run command unanswered', command.type, error);
    return false;
  }
}

/** Commands about one class that an area sends itself (their payload is the class id and more). */
type AreaCommand = {
  [E in keyof ClientToServerEvents]: Parameters<ClientToServerEvents[E]>[0] extends {
    classId: number;
  }
    ? E
    : never;
}[keyof ClientToServerEvents];
type AreaPayload<E extends AreaCommand> = Omit<Parameters<ClientToServerEvents[E]>[0], 'classId'>;
type AreaAnswer<E extends AreaCommand> =
  Parameters<ClientToServerEvents[E]> extends [unknown, (ack: Ack<infer T>) => void] ? T : never;

/**
 * An area's own command about the open class (Random Student's `pick:draw`, say), on the
 * class's socket once it has joined. Resolves with the server's answer, or with a refusal the
 * screen can word when the class cannot be reached now; never waits past ACK_TIMEOUT_MS.
 */
export async function classCommand<E extends AreaCommand>(
  event: E,
  payload: AreaPayload<E>,
): Promise<Ack<AreaAnswer<E>>> {
  const s = session;
  const away = (message: string): Ack<AreaAnswer<E>> => ({
    ok: false,
    error: { code: 'service_unavailable', message },
  });
  if (!s || s.closed || state().gone || !s.joined || !s.socket.connected)
    return away(t`Not connected to the classroom server. Try again in a moment.`);
  try {
    // socket.io's types cannot follow one generic event name to its payload and answer.
    const timed = s.socket.timeout(ACK_TIMEOUT_MS) as unknown as {
      emitWithAck(event: E, payload: unknown): Promise<Ack<AreaAnswer<E>>>;
    };
    const ack = await timed.emitWithAck(event, { ...payload, classId: s.classId });
    if (!ack.ok) settleFatal(ack.error);
    return ack;
  } catch {
    return away(t`The classroom server did not answer. Try again.`);
  }
}

function listen(s: Session, areas: readonly LiveHandlers<ClassLiveState>[]): void {
  const { socket } = s;
  const mine = (payload: { classId: number }) => !s.closed && payload.classId === s.classId;

  socket.on('connect', () => {
    useClassLive.setState({ connection: 'online' });
    s.joined = false;
    // A reconnect: whatever changed while away comes with the snapshot, or by reading again.
    if (state().loaded) catchUp(s);
    else void resync(s);
  });
  socket.on('disconnect', () => {
    s.joined = false;
    if (!s.closed) useClassLive.setState({ connection: 'offline' });
  });
  socket.on('connect_error', (error) => {
    if (s.closed) return;
    if (error.message === 'unauthorized') {
      useClassLive.setState({ connection: 'signed-out' });
      return;
    }
    useClassLive.setState({ connection: 'offline' });
    // A refusal by the server's middleware is not retried by socket.io itself.
    if (!socket.active) scheduleRetry(s, () => socket.connect());
  });
  listenAreas(socket, areas, target(s), mine);
}

/** The teacher's class as the areas' handlers see it (live-area.ts). */
function target(s: Session): LiveTarget<ClassLiveState> {
  return {
    role: 'teacher',
    get: state,
    set: (patch) => useClassLive.setState(patch),
    keep: (change, patch) => {
      if (patch) useClassLive.setState(patch);
      const { mirror, resync: missed } = change(state().mirror);
      setMirrorAndSave(mirror);
      if (missed) catchUp(s);
    },
    takePrefs: (prefs, version) => {
      // A teacher's device is sent every setting; a public-only copy is not for it.
      if ('classNotes' in prefs)
        useClassLive.setState({
          prefs: newerPrefs(state().classId, state().prefs, prefs, version),
        });
    },
    resync: () => void resync(s),
    invalidate,
    gone: classGone,
  };
}

/**
 * Opens a class: unsent taps from an earlier visit come back from storage and are sent as
 * soon as the snapshot is in. `areas` are the events the device follows
 * (app/teacher-live-areas.ts). Returns the function that closes it again.
 *
 * The page draws and takes taps at once; the socket follows when its code is in (openSocket
 * loads socket.io-client beside the page's panels, docs/decisions/0170), and taps made
 * meanwhile wait in the outbox like taps made offline.
 */
export function openClass(
  classId: number,
  areas: readonly LiveHandlers<ClassLiveState>[],
  /** The connection; tests pass one end of a fake pair (src/test/fake-socket.ts). */
  connect: () => LiveSocket | Promise<LiveSocket> = openSocket,
): () => void {
  session?.socket.disconnect();
  session = null;
  useClassLive.setState(
    initialClassLive(classId, {
      version: 0,
      confirmed: [],
      groups: [],
      outbox: loadOutbox(classId),
    }),
  );
  openId = classId;
  let closed = false;
  let stop = () => {};
  const start = (socket: LiveSocket) => {
    if (closed) socket.disconnect();
    else stop = startSession(classId, areas, socket);
  };
  const made = connect();
  if (made instanceof Promise)
    made.then(start, (error: unknown) => {
      // The socket's code did not load (the server was updated, the network dropped): the
      // page is of no use live, and reloading fetches what the server now has.
      console.error('The live connection could not be loaded', error);
      if (!closed) useClassLive.setState({ connection: 'offline' });
    });
  else start(made);
  return () => {
    closed = true;
    if (openId === classId) openId = null;
    stop();
  };
}

function startSession(
  classId: number,
  areas: readonly LiveHandlers<ClassLiveState>[],
  socket: LiveSocket,
): () => void {
  const s: Session = {
    classId,
    socket,
    closed: false,
    joined: false,
    sending: false,
    resyncing: false,
    resyncAgain: false,
    rereadAfterJoin: false,
    attempt: 0,
    flushTimer: undefined,
    retryTimer: undefined,
  };
  session = s;
  const stopClock = attachClock(s.socket);
  const stopVolume = attachVolumeChannel(classId, s.socket);
  listen(s, areas);
  const stopHide = sendOnPageHide(
    () => (s.closed ? [] : nextBatch(state().mirror.outbox)),
    (ops) =>
      setOutbox(
        markSent(
          state().mirror.outbox,
          ops.map((op) => op.opId),
        ),
      ),
    (result) => !s.closed && applyResult(s, result),
    classId,
  );
  return () => {
    s.closed = true;
    stopHide();
    stopClock();
    stopVolume();
    clearTimeout(s.flushTimer);
    clearTimeout(s.retryTimer);
    s.socket.disconnect();
    if (session === s) session = null;
  };
}
