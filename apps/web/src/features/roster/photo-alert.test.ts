import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { NO_PHOTO_ALERT, nextPhotoAlert, type PhotoStep, shownPhotoAlerts } from './photo-alert';

const CAMERA_REFUSED = 'Could not access camera. Please allow camera permissions.';
const UNREADABLE = 'That file is not a picture we can read. Try a JPEG or PNG photo.';

/** The alerts under the photo picker after the teacher's steps, as they read on screen. */
const alertsAfter = (...steps: PhotoStep[]) =>
  shownPhotoAlerts(steps.reduce(nextPhotoAlert, NO_PHOTO_ALERT), (d) => i18n._(d));

describe('the photo picker alert', () => {
  it("shows the spec's camera alert when the camera is refused", () => {
    expect(alertsAfter('camera-asked', 'camera-refused')).toEqual([CAMERA_REFUSED]);
  });

  it('goes away once the teacher uploads a photo instead', () => {
    expect(alertsAfter('camera-asked', 'camera-refused', 'file-chosen')).toEqual([]);
  });

  it('shows only the upload alert when the upload after a refusal is unreadable', () => {
    expect(alertsAfter('camera-asked', 'camera-refused', 'file-chosen', 'file-unreadable')).toEqual(
      [UNREADABLE],
    );
  });

  it('comes back when the teacher tries the camera again and it is refused again', () => {
    expect(
      alertsAfter(
        'camera-asked',
        'camera-refused',
        'file-chosen',
        'camera-asked',
        'camera-refused',
      ),
    ).toEqual([CAMERA_REFUSED]);
    expect(alertsAfter('file-chosen', 'file-unreadable', 'camera-asked', 'camera-refused')).toEqual(
      [CAMERA_REFUSED],
    );
  });

  it('clears while the camera is asked again, so a refusal is announced afresh', () => {
    expect(alertsAfter('camera-asked', 'camera-refused', 'camera-asked')).toEqual([]);
  });
});
