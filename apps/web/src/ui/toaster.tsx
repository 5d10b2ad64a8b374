import { msg } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { entryMessages, useEntryText } from '../lib/i18n/entry-texts';
import { AlertIcon, CheckCircleIcon, CloseIcon } from './icons';
import { useModalHostStore } from './modal-host';
import { type Toast, useToastStore } from './toast-store';
import './toaster.css';

const AUTO_DISMISS_MS = 5000;

/* The toaster is in the app's entry: its texts are the entry's (lib/i18n/entry-texts.ts). */
const TEXTS = entryMessages({
  region: msg`Notifications`,
  dismiss: msg`Dismiss notification`,
});

/**
 * The single toast slot. The live region is always mounted (screen readers only announce
 * changes inside a region that already exists). While a modal dialog is open the slot renders
 * inside it, because everything outside a modal is inert.
 */
export function Toaster() {
  const text = useEntryText();
  const current = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);
  const modal = useModalHostStore((s) => s.stack.at(-1) ?? null);
  // Which toast is paused (pointer or focus on it). Held here, not in the item: the item
  // remounts when it moves into or out of a dialog, and that must not restart its time.
  const [pausedId, setPausedId] = useState<number | null>(null);
  const paused = current !== null && pausedId === current.id;

  useEffect(() => {
    if (!current || paused) return;
    const timer = window.setTimeout(
      () => dismiss(current.id),
      current.durationMs ?? AUTO_DISMISS_MS,
    );
    return () => window.clearTimeout(timer);
  }, [current, paused, dismiss]);

  const region = (
    <section className="toaster" aria-label={text(TEXTS.region)}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {current && (
          <ToastItem
            key={current.id}
            toast={current}
            onPause={(on) => setPausedId(on ? current.id : null)}
            onDismiss={() => dismiss(current.id)}
          />
        )}
      </div>
    </section>
  );
  return modal ? createPortal(region, modal) : region;
}

interface ToastItemProps {
  toast: Toast;
  onPause: (paused: boolean) => void;
  onDismiss: () => void;
}

/** Pauses the timer while the mouse or focus is on it, so nobody loses a message mid-read. */
function ToastItem({ toast, onPause, onDismiss }: ToastItemProps) {
  const text = useEntryText();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const onPauseRef = useRef(onPause);
  onPauseRef.current = onPause;

  useEffect(() => {
    onPauseRef.current(paused);
  }, [paused]);
  // Removed while hovered (dismissed, or moved into a dialog): pointerleave never comes.
  useEffect(() => () => onPauseRef.current(false), []);

  const alerting = toast.variant === 'destructive' || toast.variant === 'warning';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the auto-dismiss timer; the dismiss button is the control.
    <div
      className={`toast toast-${toast.variant}`}
      // Touch has no hover: a tap that lands where the toast then appears must not pause it.
      onPointerEnter={(event) => setHovered(event.pointerType === 'mouse')}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <span className="toast-icon">
        {alerting ? <AlertIcon size={20} /> : <CheckCircleIcon size={20} />}
      </span>
      <div className="toast-body">
        <p className="toast-title">{toast.title}</p>
        {toast.description && <p className="toast-text">{toast.description}</p>}
      </div>
      {toast.action && (
        <button
          type="button"
          className="btn toast-action"
          onClick={() => {
            onDismiss();
            toast.action?.run();
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        className="toast-close"
        aria-label={text(TEXTS.dismiss)}
        onClick={onDismiss}
      >
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
