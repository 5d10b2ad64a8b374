import { Trans } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import { AlertIcon } from './icons';

/*
 * The parts every dialog is built of, under the header `Dialog` draws: the content (a form,
 * or a `DialogBody`), then `DialogActions`; what went wrong in a `FormAlert`; what cannot be
 * undone in a `DialogWarning`. On a phone the actions stick to the bottom of the sheet.
 */

const classes = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

/** Content that is not a form, laid out as the panel lays out its own rows. */
export function DialogBody({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={classes('dialog-body', className)}>{children}</div>;
}

/** The buttons, last in the dialog (or its form, so Enter submits): Cancel first, then the act. */
export function DialogActions({
  children,
  className,
  ref,
}: {
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} className={classes('dialog-actions', className)}>
      {children}
    </div>
  );
}

/**
 * What went wrong, read out at once; the dialog stays open for another try. With `onRetry`,
 * a Try again link after the text (a list that did not load).
 */
export function FormAlert({
  children,
  className,
  onRetry,
}: {
  children: ReactNode;
  className?: string;
  onRetry?: () => void;
}) {
  return (
    <div className={classes('form-alert', className)} role="alert">
      <AlertIcon size={18} />
      {onRetry ? (
        <p>
          {children}{' '}
          <button type="button" className="link-button" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : (
        children
      )}
    </div>
  );
}

/** The red box a destructive dialog says 'This action cannot be undone!' in. */
export function DialogWarning({
  title,
  children,
  role,
}: {
  title?: string;
  children: ReactNode;
  role?: 'note' | 'alert';
}) {
  return (
    <div className="dialog-warning" role={role}>
      {title && <p className="dialog-warning-title">{title}</p>}
      {children}
    </div>
  );
}
