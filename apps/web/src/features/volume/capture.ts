/*
 * What both ways of reading the microphone share (microphone.ts through Web Audio,
 * tapless-microphone.ts without it): asking for the stream with the browser's processing
 * off, and what the card says about the track.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

/** The browser's processing we turn off: each one bends the level a meter reads. */
const PROCESSING = [
  ['echoCancellation', msg`echo cancellation`],
  ['noiseSuppression', msg`noise suppression`],
  ['autoGainControl', msg`automatic gain`],
] as const;

export interface Microphone {
  /** The loudness (0-100) of the newest block of sound. */
  read(): number;
  /** The processing the browser kept on although we asked for it off (names, for the card). */
  keptOn: MessageDescriptor[];
  /** The device actually opened, and its name. */
  deviceId: string;
  label: string;
  /**
   * Called once, with the reason in the teacher's words, if the device goes away (unplugged,
   * taken by the system) or the sound stops reaching the page (an iPad's call or Siri
   * suspends or interrupts the audio: the track lives on, and would read silence).
   */
  onEnded(handler: (why: MessageDescriptor) => void): void;
  /** Releases the microphone: the browser's recording indicator goes off. */
  stop(): void;
}

/** The microphone's stream, with echo cancellation, noise suppression and auto gain off. */
export async function requestStream(deviceId: string | null): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error('getUserMedia missing');
  return navigator.mediaDevices.getUserMedia({
    audio: {
      ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
      echoCancellation: false,
      noiseSuppression: false,
      autoGainControl: false,
    },
  });
}

/** What the card shows of an opened track: processing kept on, the device and its name. */
export function describeTrack(
  track: MediaStreamTrack | undefined,
  deviceId: string | null,
): Pick<Microphone, 'keptOn' | 'deviceId' | 'label'> {
  const settings = track?.getSettings() ?? {};
  return {
    keptOn: PROCESSING.filter(([key]) => settings[key] === true).map(([, name]) => name),
    deviceId: settings.deviceId ?? deviceId ?? '',
    label: track?.label || t`Microphone`,
  };
}

/** Calls `handler` once when the track ends (unplugged, taken by the system), unless stopped. */
export function onTrackEnded(
  track: MediaStreamTrack | undefined,
  stopped: () => boolean,
): (handler: (why: MessageDescriptor) => void) => (why: MessageDescriptor) => void {
  return (handler) => {
    let told = false;
    const tell = (why: MessageDescriptor) => {
      if (told || stopped()) return;
      told = true;
      handler(why);
    };
    track?.addEventListener('ended', () => tell(msg`The microphone stopped working.`), {
      once: true,
    });
    return tell;
  };
}
