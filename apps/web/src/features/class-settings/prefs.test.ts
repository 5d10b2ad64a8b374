import type { ClassPrefs } from '@classbeam/contracts';
import { describe, expect, it } from 'vitest';
import { changedFields, restoreFields } from './prefs';

const PREFS: ClassPrefs = {
  showVolumeToStudents: true,
  volumeThreshold: 50,
  classNotes: '',
  volumeTallyEnabled: true,
  studentAssessmentEnabled: true,
  teacherAssessmentEnabled: true,
  timesUpSound: true,
  bigVolumeMeter: false,
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
