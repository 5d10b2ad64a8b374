import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { hasStatus } from '../../lib/api-client';
import { storedText } from '../../lib/server-texts/server-text';
import { FolderIcon } from '../classroom-icons';
import { Dialog } from '../dialog';
import { buttonInPlace, type ReturnFocus } from '../dialog-focus';
import { DialogActions, DialogBody, FormAlert } from '../dialog-parts';
import { TrashIcon } from '../icons';
import type { SavedConfig } from './config-memory';
import { type ConfigNoun, ConfirmConfigDelete } from './confirm-config-delete';
import { savedAtLabels } from './saved-at';
import './saved-configs.css';

type Load = 'loading' | 'ready' | 'error';

/** A saved configuration as the list has it: with the time it was last saved. */
export type ListedConfig = SavedConfig & { updatedAt: string };

export interface LoadConfigDialogProps<T extends ListedConfig> {
  title: string;
  description: string;
  /** What one is, as the teacher calls it: 'saved class', 'saved schedule', 'group layout'. */
  noun: ConfigNoun;
  list: () => Promise<T[]>;
  remove: (config: T) => Promise<unknown>;
  /** Loads it into the class; resolves true when it was loaded. */
  apply: (config: T) => Promise<boolean>;
  /** Under the name, after when it was saved: what it holds. Its description follows. */
  summary?: (config: T) => string;
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
  returnFocus?: ReturnFocus;
}

/**
 * A Load dialog: the saved configurations, each with Load and delete (spec section 2). Each row
 * says when it was saved, so two of the same name are told apart; delete asks first.
 */
export function LoadConfigDialog<T extends ListedConfig>({
  title,
  description,
  noun,
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
  returnFocus,
}: LoadConfigDialogProps<T>) {
  const { t } = useLingui();
  const [configs, setConfigs] = useState<T[]>([]);
  const [load, setLoad] = useState<Load>('loading');
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<number | null>(null);
  // The one whose delete is being confirmed, with its time and place as the row showed them.
  const [deleting, setDeleting] = useState<{ config: T; savedAt: string; index: number } | null>(
    null,
  );
  const actionsRef = useRef<HTMLDivElement>(null);
  // Each Load button is described by its configuration's name and time (a screen reader says
  // which, even for two of one name).
  const ids = useId();
  const savedAt = useMemo(() => savedAtLabels(configs), [configs]);

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

  /** After the confirmation. A failure is only logged (spec section 8) and the row stays. */
  async function onRemove(config: T) {
    try {
      await remove(config);
    } catch (error) {
      // Deleted on another device meanwhile: gone all the same.
      if (!hasStatus(error, 404)) {
        console.error(`${title}: not deleted`, error);
        return;
      }
    }
    setConfigs((all) => all.filter((c) => c.id !== config.id));
    forget(config);
  }

  /**
   * When the trash button went with its row, the keyboard lands on the row now in its place
   * (or the last one), or on the dialog once the list is empty, not on the page behind.
   */
  const afterDelete = (index: number) => (trash: HTMLElement | null) =>
    trash?.isConnected
      ? trash
      : buttonInPlace(actionsRef.current?.closest('dialog'), '.config-item', index);

  return (
    <Dialog
      open
      title={title}
      description={description}
      icon={<FolderIcon size={22} />}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <DialogBody>
        {load === 'loading' && (
          <p className="loading-text" role="status">
            <Trans>Loading configurations…</Trans>
          </p>
        )}
        {load === 'error' && (
          <FormAlert onRetry={() => setAttempt((n) => n + 1)}>
            <Trans>Could not load the configurations.</Trans>
          </FormAlert>
        )}
        {load === 'ready' && configs.length === 0 && (
          <p className="config-empty">
            <Trans>No saved configurations found.</Trans>
          </p>
        )}
        {configs.length > 0 && (typeof hint === 'function' ? hint(configs) : hint)}
        {configs.length > 0 && (
          <ul className="config-list">
            {configs.map((config, index) => {
              const nameId = `${ids}-${config.id}`;
              const timeId = `${ids}-${config.id}-at`;
              // A saved class's description is the server's ('Saved class with 3 students'),
              // shown in the active language; one a teacher wrote is shown as written.
              const about = [summary?.(config), storedText(config.description)]
                .filter(Boolean)
                .join(' · ');
              const configName = config.name;
              return (
                <li key={config.id} className="config-item">
                  <div className="config-text">
                    <p className="config-name" id={nameId}>
                      {config.name}
                    </p>
                    <p className="config-meta">
                      {/* First, right under the name: what tells two of one name apart. */}
                      <time id={timeId} className="config-time" dateTime={config.updatedAt}>
                        {savedAt.get(config.id)}
                      </time>
                      {about && ` · ${about}`}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="btn btn-primary"
                    aria-describedby={`${nameId} ${timeId}`}
                    disabled={busy !== null || !canLoad(config)}
                    onClick={() => void onLoad(config)}
                  >
                    <Trans>Load</Trans>
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-icon config-delete"
                    aria-label={t`Delete ${configName}`}
                    aria-describedby={timeId}
                    disabled={busy !== null}
                    onClick={() =>
                      setDeleting({ config, savedAt: savedAt.get(config.id) ?? '', index })
                    }
                  >
                    <TrashIcon size={18} />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {children}
        {deleting && (
          <ConfirmConfigDelete
            name={deleting.config.name}
            noun={noun}
            savedAt={deleting.savedAt}
            remove={() => onRemove(deleting.config)}
            onClose={() => setDeleting(null)}
            returnFocus={afterDelete(deleting.index)}
          />
        )}
      </DialogBody>
      <DialogActions ref={actionsRef}>
        <button type="button" className="btn" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </DialogActions>
    </Dialog>
  );
}
