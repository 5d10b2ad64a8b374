import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { giveFocusBack, type ReturnFocus, rememberOpener } from './dialog-focus';
import { CloseIcon } from './icons';
import { useModalHostStore } from './modal-host';
import './dialog.css';

interface DialogProps {
  open: boolean;
  title: string;
  /** Called for Escape, the close button and Cancel; the owner decides whether to close. */
  onClose: () => void;
  children: ReactNode;
  /** Announced with the title; names what the dialog is about. */
  description?: ReactNode;
  tone?: 'default' | 'danger';
  icon?: ReactNode;
  /** A variant of the panel, e.g. the assessment's full-screen one. */
  className?: string;
  /**
   * Where the keyboard goes on close (see `ReturnFocus`); by default the element that had it
   * when the dialog opened, or what now stands in its place.
   */
  returnFocus?: ReturnFocus;
}

/**
 * A modal on the native <dialog>: showModal() gives the top layer, makes the page behind inert
 * (so focus cannot escape) and turns Escape into a `cancel` event. We still return focus
 * ourselves, because not every browser restores it to the opener, and the opener may be gone.
 * Compose the inside from the parts in `dialog-parts.tsx`: a form or a `DialogBody`, then
 * `DialogActions`; failures in a `FormAlert`.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  description,
  tone,
  icon,
  className,
  returnFocus,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const returnFocusRef = useRef(returnFocus);
  returnFocusRef.current = returnFocus;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opened = rememberOpener();
    dialog.showModal();
    const { push, remove } = useModalHostStore.getState();
    push(dialog);
    const autofocus = dialog.querySelector<HTMLElement>('[data-autofocus]');
    autofocus?.focus();
    return () => {
      remove(dialog);
      dialog.close();
      giveFocusBack(opened, returnFocusRef.current);
    };
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      // Keep the element open until React state says otherwise, so state and DOM agree.
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog${tone === 'danger' ? ' dialog-danger' : ''}${className ? ` ${className}` : ''}`}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
    >
      {open && (
        <div className="dialog-panel">
          <DialogHeader
            title={title}
            titleId={titleId}
            description={description}
            descriptionId={descriptionId}
            icon={icon}
            onClose={onClose}
          />
          {children}
        </div>
      )}
    </dialog>
  );
}

interface DialogHeaderProps {
  title: string;
  titleId: string;
  description: ReactNode;
  descriptionId: string;
  icon: ReactNode;
  onClose: () => void;
}

/** Every dialog's head: its icon, the title and description it is named and described by, ×. */
function DialogHeader({
  title,
  titleId,
  description,
  descriptionId,
  icon,
  onClose,
}: DialogHeaderProps) {
  const { t } = useLingui();
  return (
    <header className="dialog-header">
      {icon && <span className="dialog-icon">{icon}</span>}
      <div className="dialog-heading">
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="dialog-description">
            {description}
          </p>
        )}
      </div>
      <button type="button" className="dialog-close" aria-label={t`Close dialog`} onClick={onClose}>
        <CloseIcon size={20} />
      </button>
    </header>
  );
}
