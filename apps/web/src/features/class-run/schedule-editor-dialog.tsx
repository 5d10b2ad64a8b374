import type { Activity } from '@classbeam/contracts';
import {
  ACTIVITY_MINUTES_MAX,
  ACTIVITY_MINUTES_MIN,
  ACTIVITY_NAME_MAX,
  SCHEDULE_MAX_ACTIVITIES,
} from '@classbeam/contracts/constants';
import { classInProgress, settle } from '@classbeam/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useRef, useState } from 'react';
import { selectRun, useClassLive } from '../../lib/live/class-store';
import { runCommand } from '../../lib/live/class-sync';
import { newActivity } from '../../lib/server-texts/server-text';
import { PencilIcon } from '../../ui/classroom-icons';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-parts';
import { AlertIcon, PlusIcon, TrashIcon } from '../../ui/icons';
import { countActivities, formatDuration } from './run-format';
import { clampActivityMinutes, settleActivityMinutes } from './schedule-input';
import { useServerNow } from './use-server-now';

interface Row {
  name: string;
  /** The minutes field as typed: free while the teacher edits it, clamped on leaving it. */
  minutes: string;
  /** Stable across deletes, so React keeps each row's inputs (and focus) with it. */
  key: number;
}

/** The schedule editor (spec 5): names and minutes, at least one activity, locked mid-class. */
export function ScheduleEditorDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const run = useClassLive(selectRun);
  const now = useServerNow(run);
  const nextKey = useRef(0);
  const keyed = (a: Activity): Row => ({
    name: a.name,
    minutes: String(a.duration),
    key: nextKey.current++,
  });
  const [rows, setRows] = useState<Row[]>(() => (run?.schedule ?? [newActivity()]).map(keyed));
  const [pending, setPending] = useState(false);
  const locked = run === null || classInProgress(settle(run, now));
  const unnamed = rows.some((r) => r.name.trim() === '');
  const total = rows.reduce((sum, r) => sum + clampActivityMinutes(r.minutes), 0);
  const activities = countActivities(rows.length);
  const duration = formatDuration(total);

  const change = (key: number, patch: Partial<Row>) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (locked || pending || unnamed) return;
    setPending(true);
    const schedule = rows.map((r) => ({
      name: r.name.trim(),
      duration: clampActivityMinutes(r.minutes),
    }));
    // The numbers saved are the numbers shown, should the save be refused.
    setRows((list) => list.map((r) => ({ ...r, minutes: settleActivityMinutes(r.minutes) })));
    const ok = await runCommand({ type: 'set-schedule', schedule });
    // A refusal is logged by runCommand (spec 8); the edits stay for another try.
    if (ok) onClose();
    else setPending(false);
  }

  return (
    <Dialog
      open
      title={t`Edit Schedule`}
      description={t`${activities} · ${duration} in total`}
      icon={<PencilIcon size={22} />}
      onClose={onClose}
    >
      <form className="editor-form" onSubmit={onSubmit}>
        {locked && (
          <p className="config-warning" role="note">
            <AlertIcon size={18} />
            <Trans>The schedule cannot be edited while the class is in progress.</Trans>
          </p>
        )}
        <fieldset className="editor-fieldset" disabled={locked || pending}>
          <legend className="visually-hidden">
            <Trans>Activities</Trans>
          </legend>
          <div className="editor-head" aria-hidden="true">
            <span>
              <Trans>Activity</Trans>
            </span>
            <span>
              <Trans>Minutes</Trans>
            </span>
          </div>
          <ol className="editor-rows">
            {rows.map((row, index) => {
              const number = index + 1;
              return (
                <li key={row.key} className="editor-row">
                  <input
                    className="input editor-name"
                    aria-label={t`Activity ${number} name`}
                    maxLength={ACTIVITY_NAME_MAX}
                    value={row.name}
                    onChange={(e) => change(row.key, { name: e.target.value })}
                  />
                  <input
                    className="input editor-minutes"
                    type="number"
                    inputMode="numeric"
                    aria-label={t`Activity ${number} minutes`}
                    min={ACTIVITY_MINUTES_MIN}
                    max={ACTIVITY_MINUTES_MAX}
                    step={1}
                    value={row.minutes}
                    onChange={(e) => change(row.key, { minutes: e.target.value })}
                    onBlur={() => change(row.key, { minutes: settleActivityMinutes(row.minutes) })}
                  />
                  <button
                    type="button"
                    className="btn btn-ghost btn-icon"
                    aria-label={t`Delete activity ${number}`}
                    disabled={rows.length <= 1}
                    onClick={() => setRows((list) => list.filter((r) => r.key !== row.key))}
                  >
                    <TrashIcon size={18} />
                  </button>
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            className="btn editor-add"
            disabled={rows.length >= SCHEDULE_MAX_ACTIVITIES}
            onClick={() => setRows((list) => [...list, keyed(newActivity())])}
          >
            <PlusIcon size={18} />
            <Trans>Add Activity</Trans>
          </button>
        </fieldset>
        {unnamed && !locked && (
          <p className="field-error">
            <AlertIcon size={16} />
            <Trans>Every activity needs a name.</Trans>
          </p>
        )}
        <DialogActions>
          <button type="button" className="btn" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="btn btn-primary" disabled={locked || pending || unnamed}>
            <Trans>Save Schedule</Trans>
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
