import type { ScheduleConfigDto } from '@classbeam/contracts';
import { classInProgress, settle } from '@classbeam/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { selectRun, useClassLive } from '../../lib/live/class-store';
import { runCommand } from '../../lib/live/class-sync';
import { LoadConfigDialog as SavedConfigList } from '../../ui/saved-configs/load-config-dialog';
import { keyAllowed } from './run-controls';
import { countActivities, formatDuration } from './run-format';
import { deleteScheduleConfig, listScheduleConfigs } from './schedule-api';
import { scheduleConfigs } from './schedule-config-store';
import { useServerNow } from './use-server-now';

/** Load Schedule Configuration: the saved schedules, each with Load and delete (spec 2). */
export function LoadConfigDialog({ classId, onClose }: { classId: number; onClose: () => void }) {
  const { t } = useLingui();
  const run = useClassLive(selectRun);
  const now = useServerNow(run);
  // Loading is a schedule change: refused while the class is in progress (CR16).
  const canLoad = (config: ScheduleConfigDto) =>
    run !== null && keyAllowed(run, { type: 'set-schedule', schedule: config.scheduleData }, now);
  const locked = run !== null && classInProgress(settle(run, now));

  return (
    <SavedConfigList<ScheduleConfigDto>
      title={t`Load Schedule Configuration`}
      description={t`Replace the class schedule with a saved one.`}
      noun="saved schedule"
      list={() => listScheduleConfigs(classId)}
      remove={(config) => deleteScheduleConfig(config.id)}
      apply={(config) => runCommand({ type: 'set-schedule', schedule: config.scheduleData })}
      summary={(config) =>
        `${countActivities(config.scheduleData.length)} · ${formatDuration(
          config.scheduleData.reduce((sum, a) => sum + a.duration, 0),
        )}`
      }
      canLoad={canLoad}
      hint={
        locked && (
          <p className="run-hint">
            <Trans>A schedule can be loaded once the class is finished or reset.</Trans>
          </p>
        )
      }
      remember={scheduleConfigs.remember}
      forget={scheduleConfigs.forget}
      onClose={onClose}
    />
  );
}
