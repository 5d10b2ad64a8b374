import type { VolumeListener } from '@classbeam/contracts';
import { DOMAIN_TEXTS, RollingAverage } from '@classbeam/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { create } from 'zustand';
import { sameListener } from '../../lib/live/class-extras';
import {
  onVolumeClose,
  onVolumeRejoin,
  requestListen,
  sendLevel,
  volumeChannelReady,
} from '../../lib/live/volume-channel';
import {
  type Microphone,
  microphonePermission,
  microphoneProblem,
  openMicrophone,
} from './microphone';
import { forgetListening, rememberedListening, rememberListening } from './remembered-listening';

/*
 * This device's meter (docs/decisions/0056): a microphone read 60 times a second into
 * the spec's rolling average (300 samples, '5-sec'), shown here, and, while this device is the
 * class's listener, 4 levels a second to the server (in pairs, 2 messages a second). The simulated fallback is shown only
 * here and never sent. One at a time per page, and it outlives the card: switching to the
 * scoreboard keeps listening.
 */

export type ListenMode = 'off' | 'starting' | 'live' | 'simulated';

export interface ListeningState {
  mode: ListenMode;
  /** The newest loudness and the rolling average, refreshed about 10 times a second. */
  level: number;
  average: number;
  /** The class's listener as this device claimed it (null: not the listener). */
  claim: VolumeListener | null;
  /** Processing the browser kept on although it was asked off. */
  keptOn: MessageDescriptor[];
  /** The microphone in use (or last chosen), and its name. */
  deviceId: string | null;
  deviceLabel: string | null;
  /**
   * Why the meter is simulated, or why listening stopped, in the teacher's words: a message,
   * drawn in the language active when it shows (a display follows its class's language live).
   */
  note: MessageDescriptor | null;
  /**
   * This display was listening before its page reloaded, and the browser wants a tap before it
   * hands the page the microphone again: the display offers "Resume listening".
   */
  resumable: boolean;
}

const INITIAL: ListeningState = {
  mode: 'off',
  level: 0,
  average: 0,
  claim: null,
  keptOn: [],
  deviceId: null,
  deviceLabel: null,
  note: null,
  resumable: false,
};

export const useListening = create<ListeningState>()(() => INITIAL);

const SAMPLE_MS = 1000 / 60;
const SEND_MS = 250;
const SHOW_MS = 100;

interface Running {
  mic: Microphone | null;
  /** The class's listener as the page holds it now. */
  read: () => VolumeListener | null;
  timer: ReturnType<typeof setInterval>;
  stopWatching: () => void;
}

let running: Running | null = null;
/** A start that is still waiting for the microphone; a newer start or a stop cancels it. */
let startToken = 0;

export interface StartOptions {
  deviceId: string | null;
  /** How other devices will name this one ("Classroom display", "Teacher’s phone"). */
  label: string;
  /** The class's listener as this page's live state has it, and its changes. */
  listener: () => VolumeListener | null;
  subscribe: (onChange: (listener: VolumeListener | null) => void) => () => void;
  /**
   * Where this display remembers that it listens (remembered-listening.ts), so a reload goes
   * on listening; teachers' devices remember nothing.
   */
  remember?: string;
}

/** The display's note while it waits for a tap to go on listening. */
export const RESUME_NOTE = msg`This display was listening before the page reloaded.`;

/**
 * "Listen here": asks for the microphone (call it from the tap itself), then claims the
 * class. Without a microphone the simulated meter runs, and nothing is claimed or sent.
 * `untapped`: a display going on after a reload, without a tap; if the browser will not give
 * the page its sound without one, the display offers "Resume listening" instead.
 */
export async function startListening(
  options: StartOptions,
  { untapped = false }: { untapped?: boolean } = {},
): Promise<void> {
  const token = ++startToken;
  resumeWith = null;
  release();
  useListening.setState({ ...INITIAL, mode: 'starting', deviceId: options.deviceId });
  let mic: Microphone;
  try {
    mic = await openMicrophone(options.deviceId, { untapped });
  } catch (error) {
    if (token !== startToken) return;
    if (untapped) {
      console.info('Listening waits for a tap to resume', error);
      waitForTap(options.deviceId);
      return;
    }
    console.warn('Microphone unavailable; simulated volume', error);
    runSimulated(microphoneProblem(error));
    return;
  }
  if (token !== startToken) {
    mic.stop();
    return;
  }
  useListening.setState({
    mode: 'live',
    keptOn: mic.keptOn,
    deviceId: mic.deviceId,
    deviceLabel: mic.label,
  });
  run(mic, options);
  lastStart = options;
  mic.onEnded((why) => {
    if (running?.mic === mic) runSimulated(why);
  });
  await claim(options);
}

/**
 * A display that was listening before its page reloaded goes on listening once it is in its
 * class again: by itself where the browser allows it (the microphone already allowed, and
 * sound allowed without a new tap), else with one tap on "Resume listening". Not if another
 * device listens by then. Returns a function that stops waiting.
 */
export function resumeListening(options: StartOptions & { remember: string }): () => void {
  if (!rememberedListening(options.remember)) return () => {};
  let waiting = true;
  const go = () => {
    if (!waiting) return;
    waiting = false;
    stopWaiting();
    void resume(options);
  };
  const stopWaiting = onVolumeRejoin(go);
  if (volumeChannelReady()) go();
  return () => {
    waiting = false;
    stopWaiting();
  };
}

async function resume(options: StartOptions & { remember: string }): Promise<void> {
  const kept = rememberedListening(options.remember);
  if (!kept || useListening.getState().mode !== 'off') return;
  // The class may still name this display's claim from before the reload: it takes it back.
  const current = options.listener();
  if (current && !sameListener(current, kept)) {
    forgetListening(options.remember);
    useListening.setState({ note: listensNow(current) });
    return;
  }
  // Asking for a microphone nobody has allowed yet would put a prompt on the board by itself.
  if ((await microphonePermission()) !== 'granted') return waitForTap(options.deviceId);
  if (useListening.getState().mode !== 'off') return;
  await startListening(options, { untapped: true });
}

function waitForTap(deviceId: string | null): void {
  useListening.setState({ ...INITIAL, deviceId, resumable: true, note: RESUME_NOTE });
}

/**
 * Stop listening: the microphone is released and the class freed. A display's own tap on
 * Stop listening also forgets that it listens (`forget`), so a reload stays quiet.
 */
export function stopListening(note: MessageDescriptor | null = null, forget?: string): void {
  if (forget) forgetListening(forget);
  startToken += 1;
  resumeWith = null;
  const { deviceId } = useListening.getState();
  letGo();
  useListening.setState({ ...INITIAL, deviceId, note });
}

/** Releases the microphone and, if this device held the class, frees it on the server. */
function letGo(): void {
  const claimed = useListening.getState().claim !== null;
  release();
  if (claimed) void requestListen(false);
}

/**
 * Another device listens now: this one lets go of its microphone (the server moved the claim)
 * and, being a display, no longer resumes after a reload: the teacher chose another microphone.
 */
function handOver(listener: VolumeListener, options: StartOptions): void {
  release();
  if (options.remember) forgetListening(options.remember);
  useListening.setState({ ...INITIAL, note: listensNow(listener) });
}

/**
 * "Classroom display listens now.": a teacher's device's name is the one it gave itself (in
 * its teacher's language); a display's, or a device that gave none, the server's (DOMAIN_TEXTS,
 * English), each its own sentence here. Not lib's storedText: this runs in the display's
 * first load, which does not carry the server's tables (budget F4).
 */
function listensNow(listener: VolumeListener): MessageDescriptor {
  if (listener.label === DOMAIN_TEXTS.classroomDisplay) return msg`Classroom display listens now.`;
  if (listener.label === DOMAIN_TEXTS.teachersDevice) return msg`A teacher’s device listens now.`;
  const device = listener.label;
  return msg`${device} listens now.`;
}

/** A claim in flight: the server's `volume:listener` for it arrives before its answer. */
let claiming = false;

async function claim(options: StartOptions): Promise<void> {
  if (claiming) return;
  claiming = true;
  const mic = running?.mic;
  let answer: Awaited<ReturnType<typeof requestListen>>;
  try {
    answer = await requestListen(true, options.label);
  } finally {
    claiming = false;
  }
  if (!mic || running?.mic !== mic) return;
  if (answer.ok) {
    useListening.setState({ claim: answer.listener, note: null });
    if (options.remember && answer.listener) rememberListening(options.remember, answer.listener);
    // Another device may have claimed after this one, its event ignored while this answer came.
    const current = running.read();
    if (current && answer.listener && !sameListener(current, answer.listener))
      handOver(current, options);
  } else {
    // The reason is the server's, in the active language (lib/live/volume-channel.ts).
    const reason = answer.message;
    useListening.setState({
      claim: null,
      note: msg`Not shared with the class yet: ${reason}`,
    });
  }
}

function run(mic: Microphone | null, options: StartOptions | null, simulate?: () => number): void {
  const rolling = new RollingAverage();
  let sum = 0;
  let count = 0;
  let sentAt = performance.now();
  let shownAt = 0;
  // A quarter second's mean waits for the next one: they go out together, 2 messages a second.
  let held: number | null = null;
  const timer = setInterval(() => {
    const level = mic ? mic.read() : (simulate?.() ?? 0);
    const average = rolling.push(level);
    sum += level;
    count += 1;
    const now = performance.now();
    if (now - shownAt >= SHOW_MS) {
      shownAt = now;
      useListening.setState({ level, average });
    }
    if (now - sentAt >= SEND_MS) {
      sentAt = now;
      // Only a real microphone on the class's listener is ever sent, and only its loudness.
      if (mic && useListening.getState().claim) {
        const mean = sum / count;
        if (held === null) held = mean;
        else {
          sendLevel(mean, [held]);
          held = null;
        }
      } else held = null;
      sum = 0;
      count = 0;
    }
  }, SAMPLE_MS);
  const stopWatching = options ? watchListener(options) : () => {};
  running = {
    mic,
    read: options?.listener ?? (() => null),
    timer,
    stopWatching,
  };
}

/** The demo meter: a slow random walk, never sent, never counted. */
function runSimulated(note: MessageDescriptor): void {
  letGo();
  useListening.setState({ ...INITIAL, mode: 'simulated', note });
  let value = 30;
  run(null, null, () => {
    value = Math.min(70, Math.max(10, value + (Math.random() - 0.5) * 4));
    return Math.round(value);
  });
}

/**
 * Another device took over: this one lets go. A listener of null is this device's own claim
 * ending with its old socket (a reconnect): it is taken back once the class is joined again,
 * unless another device listens by then. A resync on the same socket leaves the claim be.
 */
function watchListener(options: StartOptions): () => void {
  const stopSubscribe = options.subscribe((listener) => {
    const { claim: mine } = useListening.getState();
    if (claiming || !mine || sameListener(listener, mine)) return;
    // Freed while connected: the server let this device's old socket go; take the class back.
    if (listener === null) {
      if (volumeChannelReady()) void claim(options);
      return;
    }
    handOver(listener, options);
  });
  const stopRejoin = onVolumeRejoin(() => {
    const current = options.listener();
    const { claim: mine } = useListening.getState();
    if (current === null) void claim(options);
    else if (!sameListener(current, mine) && !claiming) handOver(current, options);
  });
  return () => {
    stopSubscribe();
    stopRejoin();
  };
}

function release(): void {
  if (!running) return;
  clearInterval(running.timer);
  running.stopWatching();
  running.mic?.stop();
  running = null;
}

/** The start of the microphone that is live now, to go on with after the page hid. */
let lastStart: StartOptions | null = null;
/** Listening paused while the page is hidden, to resume once it is shown again. */
let resumeWith: StartOptions | null = null;

/**
 * Whether listening may come back by itself once the page is shown again: on a computer (the
 * classroom display's) the browser keeps the tap's permission and its audio plays on. A phone
 * or an iPad hands an AudioContext started without a tap a silent input, so there the teacher
 * taps again.
 */
const mayResumeUntapped = () =>
  typeof matchMedia === 'function' &&
  !matchMedia('(pointer: coarse)').matches &&
  (navigator as { userActivation?: { hasBeenActive: boolean } }).userActivation?.hasBeenActive !==
    false;

// The microphone is released when the page hides (another app, a locked iPad, another tab) or
// the class closes. A computer's listening comes back when its page is shown again, unless
// another device listens by then.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    const { mode } = useListening.getState();
    if (document.visibilityState === 'hidden') {
      if (mode === 'off') return;
      const resume = mode === 'live' && lastStart && mayResumeUntapped() ? lastStart : null;
      stopListening(
        resume
          ? msg`Paused while this page was hidden: it goes on when the page is shown again.`
          : msg`Stopped when the page was hidden. Tap Listen here to go on.`,
      );
      resumeWith = resume;
      return;
    }
    const resume = resumeWith;
    resumeWith = null;
    if (!resume || mode !== 'off') return;
    const current = resume.listener();
    if (current === null) void startListening(resume);
    else useListening.setState({ note: listensNow(current) });
  });
}
onVolumeClose(() => {
  resumeWith = null;
  if (useListening.getState().mode !== 'off') stopListening();
});
