import { CONFIG_DESCRIPTION_MAX, CONFIG_NAME_MAX } from '@classbeam/contracts/constants';
import { type FormEvent, useState } from 'react';
import { hasStatus } from '../../lib/api-client';
import { selectRun, useClassLive } from '../../lib/live/class-store';
import { RefreshIcon, SaveIcon } from '../../ui/classroom-icons';
import { Dialog } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { AlertIcon } from '../../ui/icons';
import { countActivities, formatDuration } from './run-format';
import { createScheduleConfig, updateScheduleConfig } from './schedule-api';
import { forgetConfig, rememberConfig, useScheduleConfigStore } from './schedule-config-store';
import { configNameValid } from './schedule-input';

interface ConfigFormDialogProps {
  /** Save as a new configuration, or overwrite the one last loaded or saved. */
  mode: 'save' | 'update';
  classId: number;
  onClose: () => void;
}

/** Save Schedule Configuration, and Update (the same form over an existing one). */
export function ConfigFormDialog({ mode, classId, onClose }: ConfigFormDialogProps) {
  const run = useClassLive(selectRun);
  const existing = useScheduleConfigStore((s) => s.current[classId] ?? null);
  const target = mode === 'update' ? existing : null;
  const [name, setName] = useState(target?.name ?? '');
  const [description, setDescription] = useState(target?.description ?? '');
  const [pending, setPending] = useState(false);
  const schedule = run?.schedule ?? [];
  const total = schedule.reduce((sum, a) => sum + a.duration, 0);
  const updating = mode === 'update';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending || !configNameValid(name) || schedule.length === 0) return;
    if (updating && !target) return;
    setPending(true);
    const input = { name: name.trim(), description: description.trim(), scheduleData: schedule };
    try {
      rememberConfig(
        target
          ? await updateScheduleConfig(target.id, input)
          : await createScheduleConfig(classId, input),
      );
      onClose();
    } catch (error) {
      // The spec has configuration failures logged only; the form stays as typed.
      console.error('Schedule configuration not saved', error);
      // Deleted meanwhile (on another device): there is nothing left to update.
      if (target && hasStatus(error, 404)) {
        forgetConfig(target);
        onClose();
        return;
      }
      setPending(false);
    }
  }

  return (
    <Dialog
      open
      title={updating ? 'Update Schedule Configuration' : 'Save Schedule Configuration'}
      description={`The class schedule: ${countActivities(schedule.length)}, ${formatDuration(total)}.`}
      icon={updating ? <RefreshIcon size={22} /> : <SaveIcon size={22} />}
      onClose={onClose}
    >
      <form className="config-form" onSubmit={onSubmit}>
        {updating && (
          <p className="config-warning" role="note">
            <AlertIcon size={18} />
            This will overwrite the existing configuration
          </p>
        )}
        <Field label="Configuration Name">
          {(control) => (
            <input
              {...control}
              className="input"
              required
              data-autofocus
              maxLength={CONFIG_NAME_MAX}
              placeholder="e.g. Monday double lesson"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Field>
        <Field label="Description" optional>
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={3}
              maxLength={CONFIG_DESCRIPTION_MAX}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          )}
        </Field>
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onClose} disabled={pending}>
            Cancel
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={pending || !configNameValid(name) || (updating && !target)}
          >
            {updating ? 'Update' : 'Save'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
