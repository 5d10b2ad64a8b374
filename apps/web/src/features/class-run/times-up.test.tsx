import type { ClassRun } from '@classbeam/contracts';
import { initialRun, transition } from '@classbeam/domain';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render as renderInBrowser } from 'vitest-browser-react';
import { LocaleProvider } from '../../lib/i18n/provider';
import { initialClassLive, useClassLive } from '../../lib/live/class-store';
import { openClass } from '../../lib/live/class-sync';
import { fakeSocketPair } from '../../test/fake-socket';
import { classSnapshot, student } from '../../test/snapshots';
import { SoundOnButton, TimesUpBoard } from './times-up';
import { TimesUpBanner } from './times-up-banner';

/** The components read their texts from the catalogue, inside the app's provider. */
const render = (ui: ReactElement) => renderInBrowser(ui, { wrapper: LocaleProvider });

/*
 * "Time's up" (CT10, CT11, docs/decisions/0144) in a real Chromium, whose autoplay rule keeps a
 * page that nobody has tapped silent, as a classroom display's would be.
 */

const MIN = 60_000;

/** A 1-minute countdown started so that it reaches 0 at `endsAt` (device time = server time here). */
function countdownEndingAt(endsAt: number): ClassRun {
  const result = transition(initialRun(), { type: 'timer-start', minutes: 1 }, endsAt - MIN);
  if (!result.ok) throw new Error(result.reason);
  return result.run;
}

const timesUp = () => page.getByTestId('times-up');

afterEach(() => {
  vi.restoreAllMocks();
  useClassLive.setState(initialClassLive(null));
});

describe("Time's up", () => {
  test('a board whose chime is off does not ask for sound', async () => {
    await render(<SoundOnButton wanted={false} />);
    await expect.element(page.getByRole('button', { name: 'Sound on' })).not.toBeInTheDocument();
  });

  test('a board nobody has tapped offers Sound on, and one tap lets it chime', async () => {
    // Chromium lets a page sound once the browser has been tapped on this site: another test
    // file of the run may have done so. Then there is nothing to offer (the journeys' fresh
    // display, e2e/tests/moments.spec.ts, always starts untapped).
    const probe = new AudioContext();
    const untapped = probe.state !== 'running';
    await probe.close();
    await render(<SoundOnButton wanted />);
    const button = page.getByRole('button', { name: 'Sound on' });
    if (!untapped) {
      await expect.element(button).not.toBeInTheDocument();
      return;
    }
    await expect.element(button).toBeVisible();
    await button.click();
    await expect.element(button).not.toBeInTheDocument();
  });

  test('appears at 0 by the device’s own reckoning, chimes once however many screens show it, and a tap hides it here', async () => {
    const tones = vi.spyOn(AudioContext.prototype, 'createOscillator');
    const run = countdownEndingAt(Date.now() + 600);
    await render(
      <>
        <SoundOnButton wanted />
        <TimesUpBoard run={run} sound />
        <TimesUpBoard run={run} sound />
      </>,
    );
    // The page may already sound (the test before tapped it); if not, this tap lets it.
    const soundOn = page.getByRole('button', { name: 'Sound on' });
    if (soundOn.query()) await soundOn.click();
    await expect.element(timesUp().first()).not.toBeInTheDocument();
    // No event from the server: the device settles the run itself at 0.
    await expect.element(timesUp().nth(1)).toBeVisible();
    await expect
      .element(timesUp().first())
      .toHaveTextContent('Time’s upThe timer has reached 0:00.');
    // One chime of three tones, not one per screen.
    await vi.waitFor(() => expect(tones).toHaveBeenCalledTimes(3));
    // The one on top: a tap hides it on that screen only.
    await timesUp().nth(1).click();
    await expect.element(timesUp().nth(1)).not.toBeInTheDocument();
    await expect.element(timesUp().first()).toBeVisible();
    expect(tones).toHaveBeenCalledTimes(3);
  });

  test('a screen opened after 0 shows the rest silently, and nothing once the 30 s are over', async () => {
    const tones = vi.spyOn(AudioContext.prototype, 'createOscillator');
    await render(<TimesUpBoard run={countdownEndingAt(Date.now() - 29_400)} sound />);
    await expect.element(timesUp()).toBeVisible();
    await expect.element(timesUp()).not.toBeInTheDocument();
    expect(tones).not.toHaveBeenCalled();
    // Stopped by hand, or ended long ago: nothing at all.
    const stopped = transition(
      countdownEndingAt(Date.now() + MIN),
      { type: 'timer-stop' },
      Date.now(),
    );
    if (!stopped.ok) throw new Error(stopped.reason);
    await render(
      <>
        <TimesUpBoard run={stopped.run} sound />
        <TimesUpBoard run={countdownEndingAt(Date.now() - 45_000)} sound />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect.element(timesUp()).not.toBeInTheDocument();
  });

  test("the teacher's Dismiss clears it for every device through the server", async () => {
    const ended = countdownEndingAt(Date.now() - 1000);
    const pair = fakeSocketPair();
    pair.server.answerAlways('clock:sync', () => ({ serverNow: Date.now() }));
    const close = openClass(1, [], () => pair.client);
    pair.server.connect();
    pair.server.next('class:join').ok(classSnapshot(5, [student(1, 'Ada')], { run: ended }));
    await vi.waitFor(() => expect(useClassLive.getState().loaded).toBe(true));
    try {
      await render(<TimesUpBanner run={useClassLive.getState().runMirror.run} />);
      await expect.element(page.getByRole('alert')).toHaveTextContent('Time’s up');
      await page.getByRole('button', { name: 'Dismiss' }).click();
      const sent = pair.server.next('run:command');
      expect(sent.payload.command).toEqual({ type: 'timer-dismiss' });
    } finally {
      close();
    }
  });
});
