import type { ClassPrefs } from '@classbeam/contracts';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LocaleProvider } from '../../lib/i18n/provider';
import { initialClassLive, selectPrefs, useClassLive } from '../../lib/live/class-store';
import { classSnapshot } from '../../test/snapshots';
import { ClassroomControls, ClassSettingsPanel } from './controls-card';

/** A class's settings as a new class has them, its Too Loud line at the default 80. */
const PREFS: ClassPrefs = { ...classSnapshot(1, []).prefs, volumeThreshold: 80 };

/** The card as the dashboard draws it: its settings from the class's live store. */
function Card() {
  const prefs = useClassLive(selectPrefs);
  return prefs ? <ClassroomControls classId={1} prefs={prefs} tally={0} /> : null;
}

function Panel() {
  const prefs = useClassLive(selectPrefs);
  return prefs ? <ClassSettingsPanel classId={1} prefs={prefs} onEditClass={() => {}} /> : null;
}

/** Each save held until the test answers it, as a slow school Wi-Fi would. */
function holdSaves() {
  const sent: { body: Partial<ClassPrefs>; answer: () => void }[] = [];
  vi.stubGlobal(
    'fetch',
    (_url: string, init: { body: string }) =>
      new Promise<Response>((resolve) => {
        sent.push({
          body: JSON.parse(init.body),
          answer: () => resolve(new Response('{}', { status: 200 })),
        });
      }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useClassLive.setState(initialClassLive(null));
});

describe('the Too Loud line', () => {
  test('keeps every key press when a save is answered while the next key is down', async () => {
    useClassLive.setState({ prefs: { version: 1, value: PREFS } });
    const sent = holdSaves();
    await render(<Card />, { wrapper: LocaleProvider });
    const slider = page.getByRole('slider', { name: /^Too Loud line/ });
    await expect.element(slider).toHaveValue('80');
    (slider.element() as HTMLInputElement).focus();

    await userEvent.keyboard('{ArrowLeft}');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    // The second press goes down; the first save's answer comes before the key goes up.
    await userEvent.keyboard('{ArrowLeft>}');
    await expect.element(page.getByText('Too Loud line: 70')).toBeVisible();
    sent[0]?.answer();
    await new Promise((done) => setTimeout(done, 50));
    await expect.element(page.getByText('Too Loud line: 70')).toBeVisible();
    await userEvent.keyboard('{/ArrowLeft}');
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    sent[1]?.answer();

    await userEvent.keyboard('{ArrowLeft}');
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    sent[2]?.answer();
    await expect.element(page.getByText('Too Loud line: 65')).toBeVisible();
    expect(sent.map((s) => s.body.volumeThreshold)).toEqual([75, 70, 65]);
    await vi.waitFor(() => expect(useClassLive.getState().prefs?.value.volumeThreshold).toBe(65));
  });
});

describe('the class notes', () => {
  test('keep what the teacher types while the last words are being saved', async () => {
    useClassLive.setState({ prefs: { version: 1, value: PREFS } });
    const sent = holdSaves();
    await render(<Panel />, { wrapper: LocaleProvider });
    const notes = page.getByRole('textbox', { name: 'Class notes' });
    await notes.fill('Glue sticks');
    // Tapping away saves; the teacher comes straight back and goes on typing.
    await page.getByRole('button', { name: 'Edit class' }).click();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await notes.click();
    await userEvent.keyboard(' and scissors');
    sent[0]?.answer();
    await new Promise((done) => setTimeout(done, 50));
    await expect.element(notes).toHaveValue('Glue sticks and scissors');
    await page.getByRole('button', { name: 'Edit class' }).click();
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    sent[1]?.answer();
    expect(sent.map((s) => s.body)).toEqual([
      { classNotes: 'Glue sticks' },
      { classNotes: 'Glue sticks and scissors' },
    ]);
  });
});
