import { loudness, rms } from '@classbeam/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { withMessages } from '../../lib/i18n/with-messages';
import { describeTrack, type Microphone, onTrackEnded, requestStream } from './capture';

export type { Microphone } from './capture';

export interface MicrophoneChoice {
  deviceId: string;
  label: string;
}

/** Why there is no microphone, in the teacher's words. */
export function microphoneProblem(error: unknown): MessageDescriptor {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return msg`Microphone access was not allowed.`;
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return msg`No microphone was found.`;
  if (name === 'NotReadableError') return msg`The microphone is busy or not working.`;
  if (!navigator.mediaDevices?.getUserMedia)
    return msg`This browser cannot use a microphone here (it needs https).`;
  return msg`The microphone could not be started.`;
}

/**
 * Whether this page may open the microphone without asking ('granted'), would ask ('prompt'),
 * may not ('denied'), or the browser does not say ('unknown').
 */
export async function microphonePermission(): Promise<PermissionState | 'unknown'> {
  try {
    const status = await navigator.permissions?.query({ name: 'microphone' as PermissionName });
    return status?.state ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** How long a page opened without a tap waits for the browser to let its sound run. */
const UNTAPPED_WAIT_MS = 1500;

/**
 * Whether this browser can read the microphone without a running AudioContext (Chromium's
 * MediaStreamTrackProcessor; tapless-microphone.ts).
 */
export const canReadWithoutSound = () =>
  typeof (globalThis as { MediaStreamTrackProcessor?: unknown }).MediaStreamTrackProcessor ===
  'function';

/** The browser keeps the page's sound suspended until someone taps it. */
export class TapNeeded extends Error {
  override name = 'TapNeeded';
}

/** The audio inputs the browser offers; names appear once the microphone has been allowed. */
export async function listMicrophones(): Promise<MicrophoneChoice[]> {
  if (!navigator.mediaDevices?.enumerateDevices) return [];
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices
    .filter((d) => d.kind === 'audioinput' && d.deviceId !== '')
    .map((d, i) => {
      const number = i + 1;
      return { deviceId: d.deviceId, label: d.label || t`Microphone ${number}` };
    });
}

/**
 * Opens a microphone for the meter. The AudioContext is made and resumed before anything is
 * awaited, inside the tap that asked for it: made later, iPads hand it a silent input.
 * Nothing is recorded and nothing leaves the device: the samples are read into one buffer
 * and only their loudness is kept. `untapped` (a display going on after a reload): where the
 * browser keeps the page's sound suspended for want of a tap, the samples are read without
 * Web Audio if the browser can (tapless-microphone.ts), else TapNeeded, before the
 * microphone opens.
 */
export async function openMicrophone(
  deviceId: string | null,
  { untapped = false }: { untapped?: boolean } = {},
): Promise<Microphone> {
  const context = new AudioContext();
  const resumed = context.resume();
  // Closed before it settles (a refusal, a tap needed), it rejects: nobody waits for it then.
  resumed.catch(() => {});
  let stream: MediaStream;
  try {
    if (untapped && context.state !== 'running') {
      if (canReadWithoutSound()) {
        void context.close();
        // Loaded only here: most pages never need it.
        const { openWithoutSound } = await withMessages(import('./tapless-microphone'), [
          'volume',
          'volume.later',
        ]);
        return openWithoutSound(deviceId);
      }
      // Without a tap, resume() never settles where the browser wants one: a wait, then a look.
      await Promise.race([resumed, new Promise((done) => setTimeout(done, UNTAPPED_WAIT_MS))]);
      // Read again: resume() may have started it meanwhile.
      const state: string = context.state;
      if (state !== 'running') throw new TapNeeded('The page needs a tap for sound');
    }
    stream = await requestStream(deviceId);
    await resumed;
  } catch (error) {
    void context.close();
    throw error;
  }
  const [track] = stream.getAudioTracks();
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = 2048;
  source.connect(analyser);
  const buffer = new Float32Array(analyser.fftSize);
  let stopped = false;
  const ended = onTrackEnded(track, () => stopped);
  return {
    read() {
      if (stopped) return 0;
      analyser.getFloatTimeDomainData(buffer);
      return loudness(rms(buffer));
    },
    ...describeTrack(track, deviceId),
    onEnded(handler) {
      const tell = ended(handler);
      // 'interrupted' is Safari's state for a call or Siri; not every type library names it.
      context.addEventListener('statechange', () => {
        const state: string = context.state;
        if (state === 'suspended' || state === 'interrupted')
          tell(msg`The device took the microphone away (a call or another app).`);
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
