import type { ClassPrefs } from '@classbeam/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialClassLive, useClassLive } from '../../lib/live/class-store';
import { changedFields, restoreFields, updatePrefs } from './prefs';

const PREFS: ClassPrefs = {
  language: null,
  showVolumeToStudents: true,
  volumeThreshold: 50,
  classNotes: '',
  volumeTallyEnabled: true,
  studentAssessmentEnabled: true,
  teacherAssessmentEnabled: true,
  timesUpSound: true,
  bigVolumeMeter: false,
  boardPrivacy: 'leaderboard',
  awardSound: false,
  awardSoundPositive: true,
  awardSoundNeedsWork: true,
  awardSoundDevice: null,
  awardSoundDeviceLabel: '',
};

describe('settings changes', () => {
  it('sends only what would change', () => {
    expect(changedFields(PREFS, { volumeThreshold: 50, showVolumeToStudents: false })).toEqual({
      showVolumeToStudents: false,
    });
    expect(changedFields(PREFS, { volumeThreshold: 50 })).toEqual({});
  });

  it('a refused change goes back, unless another device changed the field meanwhile', () => {
    const shown = { volumeTallyEnabled: false, volumeThreshold: 70 };
    // Meanwhile another device set the threshold to 60; the tally switch still shows ours.
    const current = { ...PREFS, volumeTallyEnabled: false, volumeThreshold: 60, classNotes: 'x' };
    expect(restoreFields(current, shown, PREFS)).toEqual({
      ...PREFS,
      volumeThreshold: 60,
      classNotes: 'x',
    });
  });
});

describe('saving', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useClassLive.setState(initialClassLive(null));
  });

  it("sends this device's saves one at a time, in the order they were made", async () => {
    useClassLive.setState({ prefs: { version: 1, value: PREFS } });
    // The network holds each request until the test answers it, as a slow one would.
    const sent: { body: unknown; answer: () => void }[] = [];
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
    // A slider moved by three key presses, each saved as the key goes up.
    const saves = [45, 40, 35].map((line) => updatePrefs(1, { volumeThreshold: line }));
    expect(useClassLive.getState().prefs?.value.volumeThreshold).toBe(35);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    // The next waits for the answer to the one before, so the server keeps the last one made.
    await new Promise((done) => setTimeout(done, 20));
    expect(sent.map((s) => s.body)).toEqual([{ volumeThreshold: 45 }]);
    for (let i = 0; i < 3; i += 1) {
      await vi.waitFor(() => expect(sent).toHaveLength(i + 1));
      sent[i]?.answer();
    }
    expect(await Promise.all(saves)).toEqual([true, true, true]);
    expect(sent.map((s) => s.body)).toEqual([
      { volumeThreshold: 45 },
      { volumeThreshold: 40 },
      { volumeThreshold: 35 },
    ]);
  });
});
