import { useLingui } from '@lingui/react/macro';
import { Field, TextField } from '../../ui/field';
import { ROW_OPTIONS } from './student-form';

/*
 * The fields Add Student and Edit share, so both ask the same way: the spec's labels, the
 * row as a choice of 1-10 or none, the date of birth from a date picker (never shown back).
 */

export function NameField({
  value,
  error,
  onChange,
  placeholder,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Student Name`}
      error={error}
      autoFocus
      name="name"
      autoCapitalize="words"
      placeholder={placeholder}
      value={value}
      onChange={onChange}
    />
  );
}

export function RowField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  return (
    <Field label={t`Row/Table`} optional>
      {(control) => (
        <select
          {...control}
          className="input"
          name="row"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{t`No row`}</option>
          {ROW_OPTIONS.map((row) => (
            <option key={row} value={row}>
              {t`Row ${row}`}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function BirthDateField({
  label,
  value,
  error,
  hint,
  disabled,
  onChange,
}: {
  label?: string;
  value: string;
  error: string | undefined;
  hint: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  return (
    <Field label={label ?? t`Date of birth`} optional error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          className="input"
          type="date"
          name="birthDate"
          max={new Date().toISOString().slice(0, 10)}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/**
 * A date picker left half filled reports an empty value (its validity says `badInput`): the
 * form must not read that as "no date" and save without one. Such a field reads as '?',
 * which the form's check refuses with the teacher's message.
 */
export function birthDateAsTyped(form: HTMLFormElement, value: string): string {
  const input = form.elements.namedItem('birthDate');
  return input instanceof HTMLInputElement && input.validity.badInput ? '?' : value;
}
