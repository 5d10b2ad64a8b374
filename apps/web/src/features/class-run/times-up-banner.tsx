import type { ClassRun } from '@classbeam/contracts';
import { Trans } from '@lingui/react/macro';
import { TimerIcon } from '../../ui/classroom-icons';
import { CloseIcon } from '../../ui/icons';
import { useDeviceSound } from './device-sound';
import { dismissTimesUp } from './send-run-command';
import { useSoundBlocked } from './times-up-sound';
import { useTimesUp } from './use-times-up';
import './times-up.css';

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
        <p className="times-up-banner-title">
          <Trans>Time’s up</Trans>
        </p>
        <p className="times-up-banner-sub">
          <Trans>The timer has reached 0:00 on every screen.</Trans>
        </p>
      </div>
      <button type="button" className="btn times-up-dismiss" onClick={dismissTimesUp}>
        <CloseIcon size={18} />
        <Trans>Dismiss</Trans>
      </button>
    </div>
  );
}
