import { type ReactNode, useEffect, useId, useState } from 'react';
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
  /** Above the list (why Load is disabled, say), fixed or from what the list holds. */
  hint?: ReactNode | ((configs: readonly T[]) => ReactNode);
  /**
   * Rises when another device saved or deleted one of these: the open list reads again,
   * keeping what it shows until the answer comes.
   */
  edits?: number;
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
  edits = 0,
  children,
  remember,
  forget,
  onClose,
}: LoadConfigDialogProps<T>) {
  const [configs, setConfigs] = useState<T[]>([]);
  const [load, setLoad] = useState<Load>('loading');
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<number | null>(null);
  // Each Load button is described by its configuration's name (a screen reader says which).
  const ids = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` (Try again) and `edits` (another device) run this again; `list` is the kind's fixed call
  useEffect(() => {
    let current = true;
    // A re-read after another device's change keeps the list on screen meanwhile.
    setLoad((was) => (was === 'ready' ? was : 'loading'));
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
  }, [attempt, edits]);

  async function onLoad(config: T) {
    setBusy(config.id);
    const ok = await apply(config);
    setBusy(null);
    // Not loaded (deleted or emptied on another device, say): the list shows what is there now.
    if (!ok) {
      setAttempt((n) => n + 1);
      return;
    }
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
      {configs.length > 0 && (typeof hint === 'function' ? hint(configs) : hint)}
      {configs.length > 0 && (
        <ul className="config-list">
          {configs.map((config) => (
            <li key={config.id} className="config-item">
              <div className="config-text">
                <p className="config-name" id={`${ids}-${config.id}`}>
                  {config.name}
                </p>
                <p className="config-meta">
                  {summary(config)}
                  {config.description && ` · ${config.description}`}
                </p>
              </div>
              <button
                type="button"
                className="btn btn-primary"
                aria-describedby={`${ids}-${config.id}`}
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
