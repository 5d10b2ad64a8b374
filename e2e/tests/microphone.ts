import type { BrowserContext, Page } from '@playwright/test';

/**
 * Replaces the browser's microphone with an oscillator through a MediaStreamDestination. The
 * test sets the loudness with `setGain(page, g)`: gain 1 reads 95, 0.001 reads 0 (domain V1
 * on a sine: `gainFor(level)`). With `deny`, the microphone is refused as a teacher's "Block"
 * would. A reload starts again from 0.001.
 */
export async function syntheticMicrophone(context: BrowserContext, { deny = false } = {}) {
  await context.addInitScript((denied: boolean) => {
    let gain = 0.001;
    const nodes: GainNode[] = [];
    Object.assign(window, {
      __setMicGain: (g: number) => {
        gain = g;
        for (const node of nodes) node.gain.value = g;
      },
    });
    navigator.mediaDevices.getUserMedia = async () => {
      if (denied) throw new DOMException('Permission denied', 'NotAllowedError');
      const context = new AudioContext();
      await context.resume();
      const tone = context.createOscillator();
      tone.frequency.value = 440;
      const node = context.createGain();
      node.gain.value = gain;
      nodes.push(node);
      const out = context.createMediaStreamDestination();
      tone.connect(node).connect(out);
      tone.start();
      return out.stream;
    };
  }, deny);
}

export const setGain = (page: Page, gain: number) =>
  page.evaluate(
    (g) => (window as unknown as { __setMicGain(g: number): void }).__setMicGain(g),
    gain,
  );

/**
 * The gain at which the synthetic sine reads `level` (0-100): the meter maps 60 dB below full
 * scale to 0, and a sine's RMS is its amplitude over the square root of 2.
 */
export const gainFor = (level: number) => Math.SQRT2 * 10 ** (((level / 100) * 60 - 60) / 20);
