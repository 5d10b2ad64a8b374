import { loudness, rms } from '@classbeam/domain';

/** The browser's processing we turn off: each one bends the level a meter reads. */
const PROCESSING = [
  ['echoCancellation', 'echo cancellation'],
  ['noiseSuppression', 'noise suppression'],
  ['autoGainControl', 'automatic gain'],
] as const;

export interface Microphone {
  /** The loudness (0-100) of the newest block of sound. */
  read(): number;
  /** The processing the browser kept on although we asked for it off (names, for the card). */
  keptOn: string[];
  /** The device actually opened, and its name. */
  deviceId: string;
  label: string;
  /**
   * Called once, with the reason in the teacher's words, if the device goes away (unplugged,
   * taken by the system) or the sound stops reaching the page (an iPad's call or Siri
   * suspends or interrupts the audio: the track lives on, and would read silence).
   */
  onEnded(handler: (why: string) => void): void;
  /** Releases the microphone: the browser's recording indicator goes off. */
  stop(): void;
}

export interface MicrophoneChoice {
  deviceId: string;
  label: string;
}

/** Why there is no microphone, in the teacher's words. */
export function microphoneProblem(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'Microphone access was not allowed.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'No microphone was found.';
  if (name === 'NotReadableError') return 'The microphone is busy or not working.';
  if (!navigator.mediaDevices?.getUserMedia)
    return 'This browser cannot use a microphone here (it needs https).';
  return 'The microphone could not be started.';
}

/** The audio inputs the browser offers; names appear once the microphone has been allowed. */
export async function listMicrophones(): Promise<MicrophoneChoice[]> {
  if (!navigator.mediaDevices?.enumerateDevices) return [];
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices
    .filter((d) => d.kind === 'audioinput' && d.deviceId !== '')
    .map((d, i) => ({ deviceId: d.deviceId, label: d.label || `Microphone ${i + 1}` }));
}

/**
 * Opens a microphone for the meter. The AudioContext is made and resumed before anything is
 * awaited, inside the tap that asked for it: made later, iPads hand it a silent input.
 * Nothing is recorded and nothing leaves the device: the samples are read into one buffer
 * and only their loudness is kept.
 */
export async function openMicrophone(deviceId: string | null): Promise<Microphone> {
  const context = new AudioContext();
  const resumed = context.resume();
  let stream: MediaStream;
  try {
    if (!navigator.mediaDevices?.getUserMedia) throw new Error('getUserMedia missing');
    stream = await navigator.mediaDevices.getUserMedia({
      audio: {
        ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
        echoCancellation: false,
        noiseSuppression: false,
        autoGainControl: false,
      },
    });
    await resumed;
  } catch (error) {
    void context.close();
    throw error;
  }
  const [track] = stream.getAudioTracks();
  const settings = track?.getSettings() ?? {};
  const keptOn = PROCESSING.filter(([key]) => settings[key] === true).map(([, name]) => name);
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = 2048;
  source.connect(analyser);
  const buffer = new Float32Array(analyser.fftSize);
  let stopped = false;
  return {
    read() {
      if (stopped) return 0;
      analyser.getFloatTimeDomainData(buffer);
      return loudness(rms(buffer));
    },
    keptOn,
    deviceId: settings.deviceId ?? deviceId ?? '',
    label: track?.label || 'Microphone',
    onEnded(handler) {
      let told = false;
      const tell = (why: string) => {
        if (told || stopped) return;
        told = true;
        handler(why);
      };
      track?.addEventListener('ended', () => tell('The microphone stopped working.'), {
        once: true,
      });
      // 'interrupted' is Safari's state for a call or Siri; not every type library names it.
      context.addEventListener('statechange', () => {
        const state: string = context.state;
        if (state === 'suspended' || state === 'interrupted')
          tell('The device took the microphone away (a call or another app).');
      });
    },
    stop() {
      if (stopped) return;
      stopped = true;
      for (const t of stream.getTracks()) t.stop();
      source.disconnect();
      void context.close();
    },
  };
}
