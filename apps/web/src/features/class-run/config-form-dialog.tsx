import { useLingui } from '@lingui/react/macro';
import { selectRun, useClassLive } from '../../lib/live/class-store';
import { ConfigFormDialog as SavedConfigForm } from '../../ui/saved-configs/config-form-dialog';
import type { SavedConfig } from '../../ui/saved-configs/config-memory';
import { countActivities, formatDuration } from './run-format';
import { createScheduleConfig, updateScheduleConfig } from './schedule-api';
import { scheduleConfigs } from './schedule-config-store';

interface ConfigFormDialogProps {
  /** Save as a new configuration, or overwrite the one last loaded or saved. */
  mode: 'save' | 'update';
  classId: number;
  onClose: () => void;
}

/** Save Schedule Configuration, and Update (the same form over an existing one). */
export function ConfigFormDialog({ mode, classId, onClose }: ConfigFormDialogProps) {
  const { t } = useLingui();
  const run = useClassLive(selectRun);
  const existing = scheduleConfigs.useCurrent(classId);
  const updating = mode === 'update';
  const schedule = run?.schedule ?? [];
  const total = schedule.reduce((sum, a) => sum + a.duration, 0);
  const activities = countActivities(schedule.length);
  const duration = formatDuration(total);
  if (updating && !existing) return null;

  const save = (input: { name: string; description: string }, target: SavedConfig | null) => {
    const body = { ...input, scheduleData: schedule };
    return target ? updateScheduleConfig(target.id, body) : createScheduleConfig(classId, body);
  };
  return (
    <SavedConfigForm
      title={updating ? t`Update Schedule Configuration` : t`Save Schedule Configuration`}
      description={t`The class schedule: ${activities}, ${duration}.`}
      target={updating ? existing : null}
      placeholder={t`e.g. Monday double lesson`}
      disabled={schedule.length === 0}
      save={save}
      remember={scheduleConfigs.remember}
      forget={scheduleConfigs.forget}
      onClose={onClose}
    />
  );
}
