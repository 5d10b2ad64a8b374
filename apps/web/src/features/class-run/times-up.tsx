import type { ClassRun } from '@classbeam/contracts';
import { useState } from 'react';
import { SoundOffIcon, TimerIcon } from '../../ui/classroom-icons';
import { CloseIcon } from '../../ui/icons';
import { useDeviceSound } from './device-sound';
import { sendRunCommand } from './send-run-command';
import { unlockSound, useSoundBlocked } from './times-up-sound';
import { useTimesUp } from './use-times-up';
import '../../ui/board-moment.css';
import './times-up.css';

const dismissEverywhere = () => void sendRunCommand({ type: 'timer-dismiss' });

interface TimesUpBoardProps {
  run: ClassRun | null;
  /** The class's "chime on the board" switch. */
  sound: boolean;
  /**
   * The teacher's own board: Dismiss clears it on every device. Without it (a display link,
   * which sends nothing) a tap hides it on this screen only.
   */
  teacher?: boolean;
}

/** "Time's up" across the board, big enough to read from the back row (CT10). */
export function TimesUpBoard({ run, sound, teacher = false }: TimesUpBoardProps) {
  const endedAt = useTimesUp(run, sound);
  const [closed, setClosed] = useState<number | null>(null);
  if (endedAt === null || closed === endedAt) return null;
  const close = () => setClosed(endedAt);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the display has no keyboard user; the teacher's board has its Dismiss button
    // biome-ignore lint/a11y/noStaticElementInteractions: a tap anywhere hides it on a display
    <div
      className="moment-layer times-up-layer"
      data-testid="times-up"
      onClick={teacher ? undefined : close}
    >
      <div className="moment-card times-up-card" role="alert">
        <span className="times-up-icon">
          <TimerIcon size={96} />
        </span>
        <p className="moment-title times-up-title">Time’s up</p>
        <p className="moment-sub">The timer has reached 0:00.</p>
        {teacher && (
          <button type="button" className="board-btn board-btn-accent" onClick={dismissEverywhere}>
            Dismiss
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * "Time's up" on a teacher's phone or laptop, whatever part of the dashboard is open: a
 * banner with Dismiss (for every device). It chimes only if this device's sound is on.
 */
export function TimesUpBanner({ run }: { run: ClassRun | null }) {
  const sound = useDeviceSound((s) => s.on);
  // Prepares the page's audio while the switch is on: the next tap anywhere unlocks it.
  useSoundBlocked(sound);
  const endedAt = useTimesUp(run, sound);
  if (endedAt === null) return null;
  return (
    <div className="times-up-banner" role="alert" data-testid="times-up">
      <span className="times-up-banner-icon">
        <TimerIcon size={28} />
      </span>
      <div className="times-up-banner-text">
        <p className="times-up-banner-title">Time’s up</p>
        <p className="times-up-banner-sub">The timer has reached 0:00 on every screen.</p>
      </div>
      <button type="button" className="btn times-up-dismiss" onClick={dismissEverywhere}>
        <CloseIcon size={18} />
        Dismiss
      </button>
    </div>
  );
}

/**
 * On a board whose chime is on but whose page nobody has tapped yet: browsers keep such a page
 * silent, so it says so, and one tap (here or anywhere on the page) lets it chime.
 */
export function SoundOnButton({ wanted }: { wanted: boolean }) {
  const blocked = useSoundBlocked(wanted);
  if (!blocked) return null;
  return (
    <button type="button" className="board-btn" onClick={() => void unlockSound()}>
      <SoundOffIcon size={22} />
      Sound on
    </button>
  );
}
