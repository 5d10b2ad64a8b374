import { type ReactNode, useId } from 'react';
import { AlertIcon } from './icons';
import './form.css';

export interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

interface FieldProps {
  label: string;
  /** Shown under the control and tied to it; replaces the hint while present. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Marks the field 'Optional'; required ones carry `required` on the control instead. */
  optional?: boolean;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactNode;
  className?: string;
}

export function Field({ label, error, hint, optional, children, className }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={`field${error ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      {/* Only the name goes in the label, so the control's accessible name is exactly it. */}
      <div className="field-label-row">
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
        {optional && <span className="field-optional">Optional</span>}
      </div>
      {children({
        id,
        'aria-describedby': message ? messageId : undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {message && (
        <p id={messageId} className={error ? 'field-error' : 'field-hint'}>
          {error && <AlertIcon size={16} />}
          {message}
        </p>
      )}
    </div>
  );
}
