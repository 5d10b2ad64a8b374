import { create } from 'zustand';
import { unlockSound } from './times-up-sound';

/**
 * Whether this teacher device chimes at "Time's up": off until the teacher switches it on
 * (a phone in a pocket should not ring mid-lesson), remembered on the device. The boards
 * follow the class's own switch instead (`timesUpSound`). docs/decisions/0144.
 */
const KEY = 'classbeam:times-up-sound';

function stored(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

export const useDeviceSound = create<{ on: boolean }>()(() => ({ on: stored() }));

/** From the switch's tap: the tap also lets the page make sounds. */
export function setDeviceSound(on: boolean): void {
  try {
    if (on) localStorage.setItem(KEY, 'on');
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode: on for this visit only.
  }
  useDeviceSound.setState({ on });
  if (on) void unlockSound();
}
