import type { ClassRun } from '@classbeam/contracts';
import {
  activityLeftMs,
  classLeftMs,
  currentActivityName,
  nextActivityName,
} from '@classbeam/domain';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatClock } from './run-format';

interface RunHeadlineProps {
  /** The run as it stands at `now` (automatic steps applied). */
  settled: ClassRun;
  now: number;
  label: ReactNode;
  /** Class prefix: the dashboard card (`run`) and the scoreboard's bar (`run-bar`) look apart. */
  prefix: 'run' | 'run-bar';
}

/** Past this many characters a name may set a little smaller to fit two lines beside buttons. */
const LONG_NAME = 36;

/** Where the lesson is: the activity, the next one, and the time left in both (spec 2). */
export function RunHeadline({ settled, now, label, prefix }: RunHeadlineProps) {
  const { t } = useLingui();
  // The domain names the phases in the spec's English; the screen says them in its language.
  const phaseName = (name: string | null) =>
    name === 'Class Complete' && settled.phase !== 'activity'
      ? t`Class Complete`
      : name === 'Free Time' && settled.phase === 'free-time'
        ? t`Free Time`
        : name;
  const current = phaseName(currentActivityName(settled)) ?? '';
  const next = phaseName(nextActivityName(settled));
  return (
    <>
      <div className={`${prefix}-names`}>
        <p className={`${prefix}-label`}>{label}</p>
        <p
          className={`${prefix}-current${current.length > LONG_NAME ? ` ${prefix}-current-long` : ''}`}
          data-testid="current-activity"
        >
          {current}
        </p>
        {/* Once the class is complete there is nothing next, not even a final activity. */}
        {settled.phase !== 'complete' && (
          <p className={`${prefix}-next`}>
            {next !== null && <span className={`${prefix}-next-label`}>{t`Next:`} </span>}
            <span data-testid="next-activity">{next ?? t`Final Activity`}</span>
          </p>
        )}
      </div>
      <dl className={`${prefix}-times`}>
        <div>
          <dt>{t`Current Task`}</dt>
          <dd data-testid="task-time-left">{formatClock(activityLeftMs(settled, now))}</dd>
        </div>
        <div>
          <dt>{t`Total Class`}</dt>
          <dd data-testid="class-time-left">{formatClock(classLeftMs(settled, now))}</dd>
        </div>
      </dl>
    </>
  );
}
