import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Dialog } from './dialog';
import type { ReturnFocus } from './dialog-focus';
import { DialogActions, DialogBody, FormAlert } from './dialog-parts';
import { TrashIcon } from './icons';

interface ConfirmDialogProps {
  /** Shown while true; the owner may also mount it only while asking. */
  open?: boolean;
  title: string;
  /** The question, under the title (announced with it). */
  description?: ReactNode;
  /** More to read before answering: a `DialogWarning`, say. */
  children?: ReactNode;
  /** The act, on its button: 'Delete Student'. */
  confirmLabel: string;
  /** On that button while `onConfirm` runs: 'Deleting…'. */
  pendingLabel?: string;
  /** 'danger' for what cannot be undone: a red button and, unless `icon` says otherwise, a bin. */
  tone?: 'danger' | 'default';
  icon?: ReactNode;
  /**
   * Does it. Resolving closes the dialog, unless it resolves `false` (not done, and the caller
   * has said why). Rejecting keeps the dialog open with `failureText` in it, for another try.
   */
  onConfirm: () => Promise<unknown>;
  failureText?: string;
  /** Cancel, Escape, ×, and the end of a confirmed act. */
  onClose: () => void;
  returnFocus?: ReturnFocus;
}

/**
 * The one confirmation: the question, Cancel and the act. Cancel has the keyboard when it
 * opens, so a stray Enter never confirms; while the act runs both buttons are disabled and
 * Escape waits.
 */
export function ConfirmDialog({
  open = true,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel = confirmLabel,
  tone = 'default',
  icon = tone === 'danger' ? <TrashIcon size={22} /> : undefined,
  onConfirm,
  failureText,
  onClose,
  returnFocus,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // The pressed button was disabled while the act ran, so focus fell out of the dialog: a
  // failure puts it back on Cancel, next to the alert that says what went wrong.
  useEffect(() => {
    if (failed && !pending) cancelRef.current?.focus();
  }, [failed, pending]);

  async function confirm() {
    if (pending) return;
    setPending(true);
    setFailed(false);
    try {
      const done = (await onConfirm()) !== false;
      setPending(false);
      if (done) onClose();
    } catch (error) {
      console.error(`${title}: failed`, error);
      setFailed(true);
      setPending(false);
    }
  }

  function cancel() {
    if (pending) return;
    setFailed(false);
    onClose();
  }

  return (
    <Dialog
      open={open}
      title={title}
      tone={tone}
      icon={icon}
      description={description}
      returnFocus={returnFocus}
      onClose={cancel}
    >
      {(children || failed) && (
        <DialogBody>
          {children}
          {failed && (
            <FormAlert>{failureText ?? t`Something went wrong. Please try again.`}</FormAlert>
          )}
        </DialogBody>
      )}
      <DialogActions>
        <button
          ref={cancelRef}
          type="button"
          className="btn"
          data-autofocus
          onClick={cancel}
          disabled={pending}
        >
          <Trans>Cancel</Trans>
        </button>
        <button
          type="button"
          className={`btn ${tone === 'danger' ? 'btn-danger' : 'btn-primary'}`}
          onClick={() => void confirm()}
          disabled={pending}
        >
          {pending ? pendingLabel : confirmLabel}
        </button>
      </DialogActions>
    </Dialog>
  );
}
