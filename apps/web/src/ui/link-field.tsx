import type { ReactNode, Ref } from 'react';
import './link-field.css';

interface LinkFieldProps {
  /** The whole address, shown as text so it can always be copied by hand. */
  url: string;
  /** The field's accessible name ("Display link"). */
  label: string;
  /** Drawn before the address (a link icon). */
  icon?: ReactNode;
  /** Joined to the field's end (a Copy button). */
  children?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A read-only address in a box that selects itself when focused. The box, not the input,
 * shows the focus ring, so a button joined to its end looks part of one control.
 */
export function LinkField({ url, label, icon, children, ref }: LinkFieldProps) {
  return (
    <div className="link-field">
      {icon}
      <input
        ref={ref}
        className="link-field-input"
        readOnly
        value={url}
        aria-label={label}
        onFocus={(e) => e.currentTarget.select()}
      />
      {children}
    </div>
  );
}
