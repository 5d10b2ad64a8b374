import { type ReactNode, useEffect, useId, useRef } from 'react';
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
}

const FOCUSABLE =
  'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * Where an element sits: its ancestors below the app's root, each with the index of the child
 * that held the element, so the element that later takes its place can be found.
 */
type Place = { parent: HTMLElement; index: number }[];

function placeOf(element: HTMLElement): Place {
  const place: Place = [];
  let child: HTMLElement = element;
  for (let at = element.parentElement; at && at.id !== 'root' && at !== document.body; ) {
    place.push({ parent: at, index: Array.prototype.indexOf.call(at.children, child) });
    child = at;
    at = at.parentElement;
  }
  return place;
}

const focusableIn = (element: Element | undefined): HTMLElement | null =>
  !element
    ? null
    : element.matches(FOCUSABLE)
      ? (element as HTMLElement)
      : element.querySelector<HTMLElement>(FOCUSABLE);

/**
 * Focus for a dialog whose opener is gone: in the nearest part of the page still there, the
 * first control of what now stands where the opener's branch stood (the next button, the
 * next student's row), else of the one before it, else of that part. Nothing when something
 * has taken focus already (the feature that closed the dialog knows better) or the whole
 * area went (another page).
 */
function focusNear(place: Place): void {
  if (document.activeElement && document.activeElement !== document.body) return;
  const near = place.find(({ parent }) => parent.isConnected);
  if (!near) return;
  const { parent, index } = near;
  const target =
    focusableIn(parent.children[index]) ??
    focusableIn(parent.children[index - 1]) ??
    focusableIn(parent);
  // The keyboard moves; the page stays where the teacher was looking.
  target?.focus({ preventScroll: true });
}

/**
 * A modal on the native <dialog>: showModal() gives the top layer, makes the page behind inert
 * (so focus cannot escape) and turns Escape into a `cancel` event. We still return focus
 * ourselves, because not every browser restores it to the opener.
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
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const place = opener ? placeOf(opener) : null;
    dialog.showModal();
    const { push, remove } = useModalHostStore.getState();
    push(dialog);
    const autofocus = dialog.querySelector<HTMLElement>('[data-autofocus]');
    autofocus?.focus();
    return () => {
      remove(dialog);
      dialog.close();
      if (opener?.isConnected) opener.focus();
      // The opener went while the dialog was open (Load Class once nothing is left to load):
      // the keyboard goes next to where it was, not back to the top of the page.
      else if (place) requestAnimationFrame(() => focusNear(place));
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
            <button
              type="button"
              className="dialog-close"
              aria-label="Close dialog"
              onClick={onClose}
            >
              <CloseIcon size={20} />
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}
