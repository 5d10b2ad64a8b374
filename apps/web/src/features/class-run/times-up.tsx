import type { ClassRun } from '@classbeam/contracts';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { TimerIcon } from '../../ui/classroom-icons';
import { SoundOffIcon } from '../../ui/lesson-icons';
import { unlockSound, useSoundBlocked } from './times-up-sound';
import { useTimesUp } from './use-times-up';
import '../../ui/board-moment.css';
import './times-up.css';

interface TimesUpBoardProps {
  run: ClassRun | null;
  /** The class's "chime on the board" switch. */
  sound: boolean;
  /**
   * The teacher's own board: Dismiss clears it on every device. Without it (a display link,
   * which sends nothing, and loads no code that could) a tap hides it on this screen only.
   */
  onDismiss?: () => void;
}

/** "Time's up" across the board, big enough to read from the back row (CT10). */
export function TimesUpBoard({ run, sound, onDismiss }: TimesUpBoardProps) {
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
      onClick={onDismiss ? undefined : close}
    >
      <div className="moment-card times-up-card" role="alert">
        <span className="times-up-icon">
          <TimerIcon size={96} />
        </span>
        <p className="moment-title times-up-title">
          <Trans>Time’s up</Trans>
        </p>
        <p className="moment-sub">
          <Trans>The timer has reached 0:00.</Trans>
        </p>
        {onDismiss && (
          <button type="button" className="board-btn board-btn-accent" onClick={onDismiss}>
            <Trans>Dismiss</Trans>
          </button>
        )}
      </div>
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
      <Trans>Sound on</Trans>
    </button>
  );
}
