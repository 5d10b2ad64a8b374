import type { ScheduleConfigDto } from '@classbeam/contracts';
import { classInProgress, settle } from '@classbeam/domain';
import { useEffect, useState } from 'react';
import { selectRun, useClassLive } from '../../lib/live/class-store';
import { runCommand } from '../../lib/live/class-sync';
import { FolderIcon } from '../../ui/classroom-icons';
import { Dialog } from '../../ui/dialog';
import { AlertIcon, TrashIcon } from '../../ui/icons';
import { keyAllowed } from './run-controls';
import { countActivities, formatDuration } from './run-format';
import { deleteScheduleConfig, listScheduleConfigs } from './schedule-api';
import { forgetConfig, rememberConfig } from './schedule-config-store';
import { useServerNow } from './use-server-now';

type Load = 'loading' | 'ready' | 'error';

/** Load Schedule Configuration: the saved schedules, each with Load and delete (spec 2). */
export function LoadConfigDialog({ classId, onClose }: { classId: number; onClose: () => void }) {
  const run = useClassLive(selectRun);
  const now = useServerNow(run);
  const [configs, setConfigs] = useState<ScheduleConfigDto[]>([]);
  const [load, setLoad] = useState<Load>('loading');
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<number | null>(null);
  // Loading is a schedule change: refused while the class is in progress (CR16).
  const canLoad = (config: ScheduleConfigDto) =>
    run !== null && keyAllowed(run, { type: 'set-schedule', schedule: config.scheduleData }, now);
  const locked = run !== null && classInProgress(settle(run, now));

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Try again button's way to run this again
  useEffect(() => {
    let current = true;
    setLoad('loading');
    listScheduleConfigs(classId).then(
      (list) => {
        if (!current) return;
        setConfigs(list);
        setLoad('ready');
      },
      (error: unknown) => {
        console.error('Schedule configurations not loaded', error);
        if (current) setLoad('error');
      },
    );
    return () => {
      current = false;
    };
  }, [classId, attempt]);

  async function apply(config: ScheduleConfigDto) {
    setBusy(config.id);
    const ok = await runCommand({ type: 'set-schedule', schedule: config.scheduleData });
    setBusy(null);
    if (!ok) return;
    rememberConfig(config);
    onClose();
  }

  async function remove(config: ScheduleConfigDto) {
    setBusy(config.id);
    try {
      await deleteScheduleConfig(config.id);
      setConfigs((list) => list.filter((c) => c.id !== config.id));
      forgetConfig(config);
    } catch (error) {
      console.error('Schedule configuration not deleted', error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog
      open
      title="Load Schedule Configuration"
      description="Replace the class schedule with a saved one."
      icon={<FolderIcon size={22} />}
      onClose={onClose}
    >
      {load === 'loading' && (
        <p className="loading-text" role="status">
          Loading configurations…
        </p>
      )}
      {load === 'error' && (
        <div className="form-alert" role="alert">
          <AlertIcon size={18} />
          <p>
            Could not load the configurations.{' '}
            <button type="button" className="link-button" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          </p>
        </div>
      )}
      {load === 'ready' && configs.length === 0 && (
        <p className="config-empty">No saved configurations found.</p>
      )}
      {locked && configs.length > 0 && (
        <p className="run-hint">A schedule can be loaded once the class is finished or reset.</p>
      )}
      {configs.length > 0 && (
        <ul className="config-list">
          {configs.map((config) => {
            const minutes = config.scheduleData.reduce((sum, a) => sum + a.duration, 0);
            return (
              <li key={config.id} className="config-item">
                <div className="config-text">
                  <p className="config-name">{config.name}</p>
                  <p className="config-meta">
                    {countActivities(config.scheduleData.length)} · {formatDuration(minutes)}
                    {config.description && ` · ${config.description}`}
                  </p>
                </div>
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={busy !== null || !canLoad(config)}
                  onClick={() => void apply(config)}
                >
                  Load
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-icon config-delete"
                  aria-label={`Delete ${config.name}`}
                  disabled={busy !== null}
                  onClick={() => void remove(config)}
                >
                  <TrashIcon size={18} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
