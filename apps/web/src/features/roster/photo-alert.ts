import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What went wrong last in the photo picker; at most one alert shows at a time. */
export type PhotoAlert = 'camera-refused' | 'unreadable-file';

/** What the teacher just did, or what the browser answered. */
export type PhotoStep = 'camera-asked' | 'camera-refused' | 'file-chosen' | 'file-unreadable';

export const NO_PHOTO_ALERT: PhotoAlert | null = null;

const ALERT_TEXT: Record<PhotoAlert, MessageDescriptor> = {
  'camera-refused': msg`Could not access camera. Please allow camera permissions.`,
  'unreadable-file': msg`That file is not a picture we can read. Try a JPEG or PNG photo.`,
};

/**
 * A new attempt (the camera asked again, a file chosen) clears the old alert: a refusal is
 * about the camera, so it goes once the teacher uploads instead, and an upload's alert
 * replaces it rather than stacking under it.
 */
export function nextPhotoAlert(_alert: PhotoAlert | null, step: PhotoStep): PhotoAlert | null {
  switch (step) {
    case 'camera-refused':
      return 'camera-refused';
    case 'file-unreadable':
      return 'unreadable-file';
    case 'camera-asked':
    case 'file-chosen':
      return null;
  }
}

/** The alert texts on screen, in the active language (`translate`: Lingui's `t`): none or one. */
export function shownPhotoAlerts(
  alert: PhotoAlert | null,
  translate: (descriptor: MessageDescriptor) => string,
): string[] {
  return alert ? [translate(ALERT_TEXT[alert])] : [];
}
