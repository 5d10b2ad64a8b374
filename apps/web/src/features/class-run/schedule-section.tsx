import type { ClassRun } from '@classbeam/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { FolderIcon, PencilIcon, SaveIcon } from '../../ui/classroom-icons';
import { ExplainedButton } from '../../ui/explained-button';
import { RefreshIcon } from '../../ui/lesson-icons';
import { countActivities, formatDuration, formatMinutes } from './run-format';
import { scheduleConfigs } from './schedule-config-store';
import type { ScheduleDialogKind } from './schedule-dialogs';
import './schedule-section.css';
import { withMessages } from '../../lib/i18n/with-messages';

/* The dialogs (editor, save, update, load) are their own chunk: opened now and then, never on first paint. */
const ScheduleDialogs = lazy(() =>
  withMessages(import('./schedule-dialogs'), [
    'class-run',
    'class-run.later',
    'lib',
    'server-texts',
    'ui',
    'ui.later',
  ]),
);

function stepState(run: ClassRun, index: number): 'done' | 'current' | 'later' {
  if (run.phase === 'complete' || run.phase === 'free-time') return 'done';
  if (run.phase === 'ready') return 'later';
  if (index < run.index) return 'done';
  return index === run.index ? 'current' : 'later';
}

/** The class's schedule, and Save / Update / Load / Edit of it (spec 2 and 4). */
export function ScheduleSection({ classId, run }: { classId: number; run: ClassRun }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<ScheduleDialogKind | null>(null);
  const config = scheduleConfigs.useCurrent(classId);
  const headingId = useId();
  useEffect(() => scheduleConfigs.recall(classId), [classId]);
  const total = run.schedule.reduce((sum, a) => sum + a.duration, 0);
  const count = run.schedule.length;

  return (
    <section className="run-schedule" aria-labelledby={headingId}>
      <div className="run-schedule-head">
        <h3 id={headingId} className="run-schedule-title">
          <Trans>Schedule</Trans>
        </h3>
        <p className="run-schedule-meta">
          {countActivities(count)} · {formatDuration(total)}
          {config && <span className="run-schedule-config"> · {config.name}</span>}
        </p>
      </div>
      <ol className="run-steps">
        {run.schedule.map((activity, index) => {
          const state = stepState(run, index);
          return (
            <li
              // The schedule is replaced whole, never reordered in place: the index is its identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              className={`run-step run-step-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="run-step-name">{activity.name}</span>
              <span className="run-step-minutes">{formatMinutes(activity.duration)}</span>
            </li>
          );
        })}
      </ol>
      <div className="run-schedule-actions">
        <button type="button" className="btn" onClick={() => setOpen('save')}>
          <SaveIcon size={18} />
          <Trans>Save</Trans>
        </button>
        <ExplainedButton
          className="btn"
          reason={
            config ? undefined : t`Load or save a configuration first; Update then saves over it.`
          }
          onClick={() => setOpen('update')}
        >
          <RefreshIcon size={18} />
          <Trans>Update</Trans>
        </ExplainedButton>
        <button type="button" className="btn" onClick={() => setOpen('load')}>
          <FolderIcon size={18} />
          <Trans>Load</Trans>
        </button>
        <button type="button" className="btn" onClick={() => setOpen('edit')}>
          <PencilIcon size={18} />
          <Trans>Edit</Trans>
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <ScheduleDialogs kind={open} classId={classId} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
