import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Microphone } from './capture';
import { canReadWithoutSound, openMicrophone } from './microphone';
import { openWithoutSound } from './tapless-microphone';

/*
 * A display going on after a reload reads its microphone with nobody at it
 * (docs/decisions/0149). Chromium's fake microphone (scripts/chromium.mjs) plays a tone, so a
 * working reader reads a level above 0.
 */

let mic: Microphone | null = null;
afterEach(() => {
  mic?.stop();
  mic = null;
});

/** The highest level read 60 times a second for `ms`. */
async function loudest(m: Microphone, ms = 1500): Promise<number> {
  let top = 0;
  const end = performance.now() + ms;
  while (performance.now() < end) {
    top = Math.max(top, m.read());
    await new Promise((done) => setTimeout(done, 1000 / 60));
  }
  return top;
}

describe('the microphone without a tap', () => {
  test('Chromium reads its samples without Web Audio', async () => {
    expect(canReadWithoutSound()).toBe(true);
    mic = await openWithoutSound(null);
    expect(mic.label).not.toBe('');
    expect(await loudest(mic)).toBeGreaterThan(0);
    mic.stop();
    expect(mic.read()).toBe(0);
  });

  test('a page whose sound is held back still listens, without Web Audio', async () => {
    // As a page nobody has tapped since it loaded: its AudioContext stays suspended.
    vi.spyOn(AudioContext.prototype, 'state', 'get').mockReturnValue('suspended');
    const webAudio = vi.spyOn(AudioContext.prototype, 'createMediaStreamSource');
    mic = await openMicrophone(null, { untapped: true });
    expect(await loudest(mic)).toBeGreaterThan(0);
    expect(webAudio).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  test('where the browser has no other way, it asks for a tap instead', async () => {
    vi.spyOn(AudioContext.prototype, 'state', 'get').mockReturnValue('suspended');
    vi.spyOn(AudioContext.prototype, 'resume').mockReturnValue(new Promise(() => {}));
    vi.stubGlobal('MediaStreamTrackProcessor', undefined);
    const opening = openMicrophone(null, { untapped: true });
    await expect(opening).rejects.toMatchObject({ name: 'TapNeeded' });
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
});
