/** What went wrong last in the photo picker; at most one alert shows at a time. */
export type PhotoAlert = 'camera-refused' | 'unreadable-file';

/** What the teacher just did, or what the browser answered. */
export type PhotoStep = 'camera-asked' | 'camera-refused' | 'file-chosen' | 'file-unreadable';

export const NO_PHOTO_ALERT: PhotoAlert | null = null;

const ALERT_TEXT: Record<PhotoAlert, string> = {
  'camera-refused': 'Could not access camera. Please allow camera permissions.',
  'unreadable-file': 'That file is not a picture we can read. Try a JPEG or PNG photo.',
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

/** The alert texts on screen: none or one. */
export function shownPhotoAlerts(alert: PhotoAlert | null): string[] {
  return alert ? [ALERT_TEXT[alert]] : [];
}
