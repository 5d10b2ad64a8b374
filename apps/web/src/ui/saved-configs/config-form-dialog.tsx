import { CONFIG_DESCRIPTION_MAX, CONFIG_NAME_MAX } from '@classbeam/contracts/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';
import { hasStatus } from '../../lib/api-client';
import { serverText } from '../../lib/server-texts/server-text';
import { SaveIcon } from '../classroom-icons';
import { Dialog } from '../dialog';
import type { ReturnFocus } from '../dialog-focus';
import { DialogActions, FormAlert } from '../dialog-parts';
import { TextField } from '../field';
import { AlertIcon } from '../icons';
import { RefreshIcon } from '../lesson-icons';
import { configNameValid, type SavedConfig } from './config-memory';
import './saved-configs.css';

export interface ConfigFormDialogProps<T extends SavedConfig> {
  /** 'Save Schedule Configuration', say; Update is the same form over `target`. */
  title: string;
  /** What is saved, in a sentence (the spec's note). */
  description: string;
  /** The configuration to overwrite, or null to save a new one. */
  target: SavedConfig | null;
  placeholder: string;
  /** Nothing to save yet (an empty schedule). */
  disabled?: boolean;
  /** False for a kind whose description the server writes (a saved class's student count). */
  withDescription?: boolean;
  /** Shown first in the form (a saved class's switch between Save as new and Update). */
  aside?: ReactNode;
  save: (input: { name: string; description: string }, target: SavedConfig | null) => Promise<T>;
  remember: (config: SavedConfig) => void;
  forget: (config: SavedConfig) => void;
  onClose: () => void;
  returnFocus?: ReturnFocus;
}

/** Save, and Update with the spec's overwrite warning, of any kind of saved configuration. */
export function ConfigFormDialog<T extends SavedConfig>({
  title,
  description: note,
  target,
  placeholder,
  disabled = false,
  withDescription = true,
  aside,
  save,
  remember,
  forget,
  onClose,
  returnFocus,
}: ConfigFormDialogProps<T>) {
  const { t } = useLingui();
  const [name, setName] = useState(target?.name ?? '');
  const [description, setDescription] = useState(target?.description ?? '');
  const [pending, setPending] = useState(false);
  // A refusal the server words for the teacher (a 409: a layout naming a student who has just
  // been deleted on another device, say); other failures are only logged, as the spec says.
  const [refusal, setRefusal] = useState<string | null>(null);
  const updating = target !== null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending || disabled || !configNameValid(name)) return;
    setPending(true);
    setRefusal(null);
    try {
      remember(await save({ name: name.trim(), description: description.trim() }, target));
      onClose();
    } catch (error) {
      // The spec has configuration failures logged only; the form stays as typed.
      console.error(`${title} failed`, error);
      // Deleted meanwhile (on another device): there is nothing left to update.
      if (target && hasStatus(error, 404)) {
        forget(target);
        onClose();
        return;
      }
      if (hasStatus(error, 409) && error.apiError) setRefusal(serverText(error));
      setPending(false);
    }
  }

  return (
    <Dialog
      open
      title={title}
      description={note}
      icon={updating ? <RefreshIcon size={22} /> : <SaveIcon size={22} />}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <form className="config-form" onSubmit={onSubmit}>
        {refusal && <FormAlert>{refusal}</FormAlert>}
        {aside}
        {updating && (
          <p className="config-warning" role="note">
            <AlertIcon size={18} />
            <Trans>This will overwrite the existing configuration</Trans>
          </p>
        )}
        <TextField
          label={t`Configuration Name`}
          autoFocus
          maxLength={CONFIG_NAME_MAX}
          placeholder={placeholder}
          value={name}
          onChange={setName}
        />
        {withDescription && (
          <TextField
            label={t`Description`}
            optional
            rows={3}
            maxLength={CONFIG_DESCRIPTION_MAX}
            value={description}
            onChange={setDescription}
          />
        )}
        <DialogActions>
          <button type="button" className="btn" onClick={onClose} disabled={pending}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={pending || disabled || !configNameValid(name)}
          >
            {updating ? <Trans>Update</Trans> : <Trans>Save</Trans>}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
