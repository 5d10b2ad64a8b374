import type { VolumeListener } from '@classbeam/contracts';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render as renderInBrowser } from 'vitest-browser-react';
import { useDisplayStore } from '../features/display/display-store';
import { openDisplay, seedDisplay } from '../features/display/display-sync';
import { ListenHereButton } from '../features/volume/board-volume';
import { followListener } from '../features/volume/listener-source';
import { stopListening, useListening } from '../features/volume/listening';
import { LocaleProvider } from '../lib/i18n/provider';
import { type FakeServer, fakeSocketPair } from '../test/fake-socket';
import { displaySnapshot, student } from '../test/snapshots';
import { DISPLAY_LIVE_AREAS } from './display-live-areas';

/** The components read their texts from the catalogue, inside the app's provider. */
const render = (ui: ReactElement) => renderInBrowser(ui, { wrapper: LocaleProvider });

/*
 * A display that was listening goes on after its page reloads (docs/decisions/0149): by itself
 * where the microphone is allowed (Chromium's fake one here), with one tap where the browser
 * asks every visit, and not at all once another device listens or it was stopped on purpose.
 */

const TOKEN = 'b_Y2vwatqsx39h-7y0tWLpZJ';
const KEY = 'classbeam:display-listening:1';
const BEFORE: VolumeListener = { label: 'Classroom display', since: '2026-11-29T08:00:00.000Z' };
const NOW: VolumeListener = { label: 'Classroom display', since: '2026-11-29T08:05:00.000Z' };
const source = followListener(useDisplayStore);

let server: FakeServer;
let close: () => void = () => {};

function Display() {
  const listener = useDisplayStore((s) => s.volume.listener);
  return (
    <ListenHereButton source={{ listener, ...source }} label="Classroom display" remember="1" />
  );
}

/** The display's page loads with the class naming `listener`, and joins its class. */
async function reloaded(listener: VolumeListener | null) {
  const pair = fakeSocketPair();
  server = pair.server;
  server.answerAlways('clock:sync', () => ({ serverNow: Date.now() }));
  const snapshot = displaySnapshot(3, [student(1, 'Ada')], {
    volume: { listener, tallyCount: 0 },
  });
  seedDisplay(TOKEN, snapshot);
  close = openDisplay(TOKEN, DISPLAY_LIVE_AREAS, () => pair.client);
  await render(<Display />);
  server.connect();
  server.next('display:snapshot').ok(snapshot);
}

const claims = () => server.commands.filter((c) => c.event === 'volume:listen');

afterEach(() => {
  stopListening();
  close();
  localStorage.removeItem(KEY);
  vi.restoreAllMocks();
});

describe('a display listening across a reload', () => {
  test('goes on by itself when the microphone is allowed, taking back its own claim', async () => {
    localStorage.setItem(KEY, JSON.stringify(BEFORE));
    // The class still names the claim of the page before the reload (its connection not yet gone).
    await reloaded(BEFORE);
    await vi.waitFor(() => expect(claims()).toHaveLength(1), { timeout: 5000 });
    const claim = server.next('volume:listen');
    expect(claim.payload).toEqual({ classId: 1, listen: true, label: 'Classroom display' });
    // As the server does: every device hears the new listener, then the claim is answered.
    server.send('volume:listener', { classId: 1, listener: NOW });
    claim.ok({ listener: NOW });
    await expect.element(page.getByRole('button', { name: 'Stop listening' })).toBeVisible();
    // Remembered with the new claim, and its levels go out.
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual(NOW));
    await vi.waitFor(
      () => expect(server.unanswered.some((m) => m.event === 'volume:level')).toBe(true),
      { timeout: 3000 },
    );

    // Stopped on purpose: forgotten, so the next reload stays quiet.
    await page.getByRole('button', { name: 'Stop listening' }).click();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(server.next('volume:listen').payload).toMatchObject({ listen: false });
  });

  test('asks for one tap where the browser would ask for the microphone again', async () => {
    localStorage.setItem(KEY, JSON.stringify(BEFORE));
    // Firefox and Safari keep a microphone allowed for one visit only.
    const query = navigator.permissions.query.bind(navigator.permissions);
    vi.spyOn(navigator.permissions, 'query').mockImplementation((descriptor) =>
      descriptor.name === ('microphone' as PermissionName)
        ? Promise.resolve({ state: 'prompt' } as PermissionStatus)
        : query(descriptor),
    );
    await reloaded(null);
    const resume = page.getByRole('button', { name: 'Resume listening' });
    await expect.element(resume).toBeVisible();
    await expect
      .element(resume)
      .toHaveAccessibleDescription('This display was listening before the page reloaded.');
    expect(claims()).toEqual([]);
    await resume.click();
    await vi.waitFor(() => expect(claims()).toHaveLength(1));
    server.send('volume:listener', { classId: 1, listener: NOW });
    server.next('volume:listen').ok({ listener: NOW });
    await expect.element(page.getByRole('button', { name: 'Stop listening' })).toBeVisible();
  });

  test('stays quiet when another device listens now, and forgets', async () => {
    localStorage.setItem(KEY, JSON.stringify(BEFORE));
    const phone: VolumeListener = { label: 'Teacher’s phone', since: NOW.since };
    await reloaded(phone);
    await expect.element(page.getByText('Teacher’s phone listens now.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Listen here' })).toBeVisible();
    expect(claims()).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(useListening.getState().mode).toBe('off');
  });

  test('a display that was not listening does not start', async () => {
    await reloaded(null);
    await new Promise((done) => setTimeout(done, 500));
    await expect.element(page.getByRole('button', { name: 'Listen here' })).toBeVisible();
    expect(claims()).toEqual([]);
  });
});

describe('a display that cannot have a microphone', () => {
  test('over plain http (no microphone API) it runs the demo level and says why, claiming nothing', async () => {
    // A page that is not a secure context has no navigator.mediaDevices at all.
    vi.spyOn(navigator, 'mediaDevices', 'get').mockReturnValue(
      undefined as unknown as MediaDevices,
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await reloaded(null);
    await page.getByRole('button', { name: 'Listen here' }).click();
    await expect.element(page.getByRole('button', { name: 'Stop listening' })).toBeVisible();
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('This browser cannot use a microphone here (it needs https).');
    expect(useListening.getState().mode).toBe('simulated');
    // The demo level is this board's alone: no claim, no level ever sent.
    await new Promise((done) => setTimeout(done, 600));
    expect(claims()).toEqual([]);
    expect(server.unanswered.some((m) => m.event === 'volume:level')).toBe(false);
  });
});
