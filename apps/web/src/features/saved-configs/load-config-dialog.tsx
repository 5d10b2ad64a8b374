import { type ReactNode, useEffect, useState } from 'react';
import { FolderIcon } from '../../ui/classroom-icons';
import { Dialog } from '../../ui/dialog';
import { AlertIcon, TrashIcon } from '../../ui/icons';
import type { SavedConfig } from './config-memory';
import './saved-configs.css';

type Load = 'loading' | 'ready' | 'error';

export interface LoadConfigDialogProps<T extends SavedConfig> {
  title: string;
  description: string;
  list: () => Promise<T[]>;
  remove: (config: T) => Promise<unknown>;
  /** Loads it into the class; resolves true when it was loaded. */
  apply: (config: T) => Promise<boolean>;
  /** A line under the name: what the configuration holds. */
  summary: (config: T) => string;
  canLoad?: (config: T) => boolean;
  /** Above the list (why Load is disabled, say). */
  hint?: ReactNode;
  /** Below the list, shown whatever the list holds (the class's hidden students, say). */
  children?: ReactNode;
  remember: (config: T) => void;
  forget: (config: T) => void;
  onClose: () => void;
}

/** A Load dialog: the saved configurations, each with Load and delete (spec section 2). */
export function LoadConfigDialog<T extends SavedConfig>({
  title,
  description,
  list,
  remove,
  apply,
  summary,
  canLoad = () => true,
  hint,
  children,
  remember,
  forget,
  onClose,
}: LoadConfigDialogProps<T>) {
  const [configs, setConfigs] = useState<T[]>([]);
  const [load, setLoad] = useState<Load>('loading');
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Try again button's way to run this again; `list` is the kind's fixed call
  useEffect(() => {
    let current = true;
    setLoad('loading');
    list().then(
      (found) => {
        if (!current) return;
        setConfigs(found);
        setLoad('ready');
      },
      (error: unknown) => {
        console.error(`${title}: list not loaded`, error);
        if (current) setLoad('error');
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  async function onLoad(config: T) {
    setBusy(config.id);
    const ok = await apply(config);
    setBusy(null);
    if (!ok) return;
    remember(config);
    onClose();
  }

  async function onRemove(config: T) {
    setBusy(config.id);
    try {
      await remove(config);
      setConfigs((all) => all.filter((c) => c.id !== config.id));
      forget(config);
    } catch (error) {
      console.error(`${title}: not deleted`, error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog
      open
      title={title}
      description={description}
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
      {configs.length > 0 && hint}
      {configs.length > 0 && (
        <ul className="config-list">
          {configs.map((config) => (
            <li key={config.id} className="config-item">
              <div className="config-text">
                <p className="config-name">{config.name}</p>
                <p className="config-meta">
                  {summary(config)}
                  {config.description && ` · ${config.description}`}
                </p>
              </div>
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy !== null || !canLoad(config)}
                onClick={() => void onLoad(config)}
              >
                Load
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-icon config-delete"
                aria-label={`Delete ${config.name}`}
                disabled={busy !== null}
                onClick={() => void onRemove(config)}
              >
                <TrashIcon size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {children}
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
