import { Trans } from '@lingui/react/macro';
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
        {optional && (
          <span className="field-optional">
            <Trans>Optional</Trans>
          </span>
        )}
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

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  /** Focused when its dialog opens. */
  autoFocus?: boolean;
  /** Several lines (a textarea of this many rows) instead of one. */
  rows?: number;
  name?: string;
  maxLength?: number;
  placeholder?: string | undefined;
  autoCapitalize?: 'words' | 'sentences';
  className?: string;
}

/**
 * A labelled text box: the common case of `Field`. Never filled in by the browser (these
 * are names of classes, groups and children, not the teacher's own details).
 */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  optional,
  autoFocus,
  rows,
  className,
  ...input
}: TextFieldProps) {
  const common = {
    className: 'input',
    value,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    'data-autofocus': autoFocus ? true : undefined,
    ...input,
  };
  return (
    <Field label={label} error={error} hint={hint} optional={optional} className={className}>
      {(control) =>
        rows ? (
          <textarea {...control} {...common} rows={rows} />
        ) : (
          <input {...control} {...common} autoComplete="off" required={!optional} />
        )
      }
    </Field>
  );
}
