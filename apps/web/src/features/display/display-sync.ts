import type { DisplaySnapshot } from '@classbeam/contracts';
import { HANDSHAKE_ERRORS } from '@classbeam/contracts/constants';
import { newer, sameListener } from '../../lib/live/class-extras';
import { attachClock, seedClock } from '../../lib/live/clock';
import { type LiveHandlers, type LiveTarget, listenAreas } from '../../lib/live/live-area';
import { receiveSnapshot } from '../../lib/live/mirror';
import { ACK_TIMEOUT_MS, backoffDelay } from '../../lib/live/retry';
import { runFromSnapshot } from '../../lib/live/run-mirror';
import type { LiveSocket } from '../../lib/live/socket';
import { attachVolumeChannel, volumeChannelJoined } from '../../lib/live/volume-channel';
import { fetchDisplay } from './display-api';
import { type DisplayState, initialDisplay, useDisplayStore } from './display-store';
import { forgetClassKey, forgetClassKeyAtWindowEnd } from './display-window';
import { chunkGoneWithServerUp, reloadSoon } from './reload-soon';

const state = () => useDisplayStore.getState();

function take(snapshot: DisplaySnapshot): void {
  const { mirror, status, runMirror, prefs, volume } = state();
  seedClock(snapshot.serverNow);
  // The socket's first snapshot mostly repeats the one just fetched over HTTP. Every change
  // moves the class's version on, so at the same version the board keeps its students and
  // run as they are, and a phone does not draw every card twice while the page loads.
  const same = status === 'ready' && snapshot.version === mirror.version;
  useDisplayStore.setState({
    status: 'ready',
    className: snapshot.className,
    classId: snapshot.classId,
    linkId: snapshot.linkId,
    skills: snapshot.skills,
    selfAssessmentKey: snapshot.selfAssessmentKey,
    selfAssessmentOpenUntil: snapshot.selfAssessmentOpenUntil,
    mirror: same ? mirror : receiveSnapshot(mirror, snapshot, status === 'ready'),
    runMirror:
      same && runMirror.version === snapshot.version
        ? runMirror
        : runFromSnapshot(runMirror, snapshot),
    // Same version, same settings and count: kept as they are, so nothing redraws.
    prefs:
      same && prefs?.version === snapshot.version
        ? prefs
        : newer(prefs, snapshot.prefs, snapshot.version),
    // Who listens moves without the version (its events carry none): compared by value.
    volume:
      same &&
      volume.tally?.version === snapshot.version &&
      sameListener(volume.listener, snapshot.volume.listener)
        ? volume
        : {
            listener: snapshot.volume.listener,
            tally: newer(volume.tally, snapshot.volume.tallyCount, snapshot.version),
          },
  });
}

/** The snapshot the server wrote into the page, until openDisplay takes it over. */
let served: { token: string; snapshot: DisplaySnapshot | null } | undefined;

/**
 * Called before the first render with what the server wrote into the display page: the
 * page's first paint is then the board itself (or the revoked message), with no loading
 * screen and no request before it. openDisplay for the same token starts from it.
 */
export function seedDisplay(token: string, snapshot: DisplaySnapshot | null): void {
  served = { token, snapshot };
  useDisplayStore.setState(initialDisplay());
  if (snapshot) take(snapshot);
  else useDisplayStore.setState({ status: 'revoked', online: false });
}

/**
 * Keeps a display link's board in sync, following the areas' events it is given
 * (app/display-live-areas.ts). Nobody stands at a classroom display to press
 * reload, so every failure short of a revoked link is retried on its own, for as long as
 * the page is open.
 */
export function openDisplay(
  token: string,
  areas: readonly LiveHandlers<DisplayState>[],
  /** The connection; tests pass one end of a fake pair (src/test/fake-socket.ts). */
  connectWith?: (auth: { displayToken: string }) => LiveSocket,
): () => void {
  const seeded = served?.token === token ? served : undefined;
  served = undefined;
  if (!seeded) useDisplayStore.setState(initialDisplay());
  let closed = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let socket: LiveSocket | null = null;
  let stopClock = () => {};
  let stopVolume = () => {};
  const stopWindow = forgetClassKeyAtWindowEnd();
  /** Self-assessment window events heard so far (see resync). */
  let windowEvents = 0;

  const later = (run: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(run, backoffDelay(attempt));
    attempt += 1;
  };

  const revoked = () => {
    useDisplayStore.setState({ status: 'revoked', online: false });
    socket?.disconnect();
  };

  /** The board as the areas' handlers see it (lib/live/live-area.ts). */
  const board: LiveTarget<DisplayState> = {
    role: 'display',
    get: state,
    set: (patch) => useDisplayStore.setState(patch),
    keep: (change, patch) => {
      const { mirror, resync: missed } = change(state().mirror);
      useDisplayStore.setState({ ...patch, mirror });
      if (missed) void resync();
    },
    takePrefs: (prefs, version) => {
      // Only what a board shows, whatever else arrives (contracts' publicPrefs, without zod).
      const shown = {
        showVolumeToStudents: prefs.showVolumeToStudents,
        studentAssessmentEnabled: prefs.studentAssessmentEnabled,
        timesUpSound: prefs.timesUpSound,
        volumeThreshold: prefs.volumeThreshold,
        bigVolumeMeter: prefs.bigVolumeMeter,
        boardPrivacy: prefs.boardPrivacy,
        awardSound: prefs.awardSound,
        awardSoundPositive: prefs.awardSoundPositive,
        awardSoundNeedsWork: prefs.awardSoundNeedsWork,
        awardSoundDevice: prefs.awardSoundDevice,
        language: prefs.language,
      };
      useDisplayStore.setState({ prefs: newer(state().prefs, shown, version) });
    },
    resync: () => void resync(),
    // A display reads no list over HTTP: its snapshot holds everything it shows.
    invalidate: () => {},
    gone: revoked,
  };

  async function resync(): Promise<void> {
    if (!socket || closed) return;
    const heard = windowEvents;
    try {
      const ack = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('display:snapshot', {});
      if (closed) return;
      if (ack.ok) {
        attempt = 0;
        // The page opened or closed while this snapshot was on its way: it may have been read
        // before that (the key of a page just closed), so read it again.
        if (windowEvents !== heard) return void resync();
        take(ack.data);
        volumeChannelJoined();
      } else later(() => void resync());
    } catch {
      if (!closed && socket.connected) later(() => void resync());
    }
  }

  /**
   * The socket's code (socket.io-client, an eighth of the page's script) loads after the first
   * paint: the board is already drawn from the snapshot, and a phone starts it sooner.
   */
  function connect(): void {
    if (connectWith) {
      listen(connectWith({ displayToken: token }));
      return;
    }
    import('../../lib/live/socket')
      .then(({ openSocket }) => openSocket({ displayToken: token }))
      .then(
        (socket) => {
          if (closed) socket.disconnect();
          else listen(socket);
        },
        async (error: unknown) => {
          console.warn('The live connection could not load yet', error);
          if (closed) return;
          useDisplayStore.setState({ online: false });
          if (await chunkGoneWithServerUp()) reloadSoon();
          else if (!closed) later(connect);
        },
      );
  }

  function listen(s: LiveSocket): void {
    socket = s;
    stopClock = attachClock(s);
    stopVolume = attachVolumeChannel(state().classId ?? 0, s);
    s.on('connect', () => {
      useDisplayStore.setState({ online: true });
      void resync();
    });
    s.on('disconnect', (reason) => {
      if (closed || state().status === 'revoked') return;
      useDisplayStore.setState({ online: false });
      // socket.io reconnects by itself, except after the server closed us on purpose.
      if (reason === 'io server disconnect') later(() => s.connect());
    });
    s.on('connect_error', (error) => {
      if (closed) return;
      // The server did not know the token: the link was revoked while we were away.
      if (error.message === HANDSHAKE_ERRORS.displayLinkInactive) return revoked();
      useDisplayStore.setState({ online: false });
      if (!s.active) later(() => s.connect());
    });
    // The display's own events; every area's are in the maps the app gives (live-area.ts).
    s.on('display:revoked', revoked);
    // The class key comes only while the self-assessment page is open (a display link may
    // travel; the key opens the students' page): fetched when it opens, so the QR code shows
    // at once, and dropped when it closes. A new key while open moves the class version on,
    // and class:changed reads it.
    s.on('self-assessment:window', (event) => {
      windowEvents += 1;
      if (event.openUntil === null) return forgetClassKey();
      useDisplayStore.setState({ selfAssessmentOpenUntil: event.openUntil });
      if (state().selfAssessmentKey === null) void resync();
    });
    listenAreas(s, areas, board, () => !closed);
  }

  // First paint over HTTP (fast, and a revoked link answers a plain 404), then the socket.
  async function start(): Promise<void> {
    try {
      const snapshot = await fetchDisplay(token);
      if (closed) return;
      if (!snapshot) return revoked();
      attempt = 0;
      take(snapshot);
      connect();
    } catch (error) {
      console.warn('Display not reachable yet', error);
      if (closed) return;
      useDisplayStore.setState({ status: 'unreachable' });
      later(() => void start());
    }
  }

  // Seeded: the board is already drawn from the page's own snapshot; the socket follows it
  // (its own first snapshot brings anything that changed since the page was written).
  if (!seeded) void start();
  else if (seeded.snapshot) connect();
  return () => {
    closed = true;
    clearTimeout(timer);
    stopWindow();
    stopClock();
    stopVolume();
    socket?.disconnect();
  };
}
