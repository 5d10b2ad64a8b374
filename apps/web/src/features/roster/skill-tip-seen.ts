/**
 * The Students tab's one-time tip about the skill picker (decision 0163): once dismissed, or
 * once the teacher has opened the picker from a row, it never shows again on this device.
 */
const KEY = 'classbeam:tip:skill-points';

export function skillTipSeen(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    // Storage refused (a private window's quota): the tip shows, and Got it hides it for now.
    return false;
  }
}

export function markSkillTipSeen(): void {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // Nothing to keep it in: it shows again next time, which is harmless.
  }
}
