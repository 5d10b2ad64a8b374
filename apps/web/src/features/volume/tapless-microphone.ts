import { loudness } from '@classbeam/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describeTrack, type Microphone, onTrackEnded, requestStream } from './capture';

/*
 * The microphone read without Web Audio, for a display going on after a reload
 * (docs/decisions/0149). A page nobody has tapped may not run an AudioContext, so its
 * analyser reads nothing; Chromium-based browsers (the usual classroom computer) hand the
 * microphone's samples to the page through a MediaStreamTrackProcessor all the same, once the
 * microphone is allowed. Only the loudness is kept, as with Web Audio.
 */

interface TrackProcessor {
  readable: ReadableStream<AudioData>;
}
type TrackProcessorClass = new (init: { track: MediaStreamTrack }) => TrackProcessor;

const Processor = () =>
  (globalThis as { MediaStreamTrackProcessor?: TrackProcessorClass }).MediaStreamTrackProcessor;

const COPY = { planeIndex: 0, format: 'f32-planar' } as const;

/** Opens the microphone and reads its first channel's samples as they arrive. */
export async function openWithoutSound(deviceId: string | null): Promise<Microphone> {
  const TrackProcessor = Processor();
  if (!TrackProcessor) throw new Error('MediaStreamTrackProcessor missing');
  const stream = await requestStream(deviceId);
  const [track] = stream.getAudioTracks();
  if (!track) {
    for (const t of stream.getTracks()) t.stop();
    throw new DOMException('No audio track', 'NotFoundError');
  }
  const reader = new TrackProcessor({ track }).readable.getReader();
  let stopped = false;
  // The sum of squares and the count of the samples since the last read.
  let squares = 0;
  let samples = 0;
  let last = 0;
  let buffer = new Float32Array(0);
  const pump = async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done || !value) return;
      try {
        const size = value.allocationSize(COPY) / Float32Array.BYTES_PER_ELEMENT;
        if (buffer.length < size) buffer = new Float32Array(size);
        value.copyTo(buffer, COPY);
        for (let i = 0; i < size; i += 1) {
          const s = buffer[i] as number;
          squares += s * s;
        }
        samples += size;
      } finally {
        value.close();
      }
    }
  };
  const ended = onTrackEnded(track, () => stopped);
  let tellEnded: ((why: MessageDescriptor) => void) | null = null;
  pump().catch((error: unknown) => {
    const detail = String(error);
    if (!stopped) tellEnded?.(msg`The microphone stopped working (${detail}).`);
  });
  return {
    read() {
      if (stopped) return 0;
      // Nothing new since the last read (frames come every 10 ms): the newest block stands.
      if (samples > 0) {
        last = loudness(Math.sqrt(squares / samples));
        squares = 0;
        samples = 0;
      }
      return last;
    },
    ...describeTrack(track, deviceId),
    onEnded(handler) {
      tellEnded = ended(handler);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      void reader.cancel().catch(() => {});
      for (const t of stream.getTracks()) t.stop();
    },
  };
}
