import type { ClassScheduleKind } from '@classbeam/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Field, TextField } from '../../ui/field';
import { type ClassFormErrors, type ClassFormValues, dayOptions } from './class-form';
import { KIND_LABELS } from './class-labels';

interface ClassFieldsProps {
  values: ClassFormValues;
  errors: ClassFormErrors;
  onChange: (key: keyof ClassFormValues, value: string) => void;
  /** Focus the name when the dialog opens (the create dialog). */
  autoFocusName?: boolean;
}

/** The form's values and errors; a field's error goes as soon as the teacher changes it. */
export function useClassForm(initial: () => ClassFormValues) {
  const [values, setValues] = useState<ClassFormValues>(initial);
  const [errors, setErrors] = useState<ClassFormErrors>({});
  const update = (key: keyof ClassFormValues, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };
  return { values, errors, setErrors, update };
}

const KINDS: ClassScheduleKind[] = ['recurring', 'one-time', 'unscheduled'];

const KIND_HINTS: Record<ClassScheduleKind, MessageDescriptor> = {
  recurring: msg`Meets every week on the same day.`,
  'one-time': msg`A single session on one date.`,
  unscheduled: msg`Not on the calendar; it stays in your class list.`,
};

/**
 * The class's fields, shared by Create New Class and Edit Class. When it meets is one choice
 * of three, so a class is never given both a weekday and a date.
 */
export function ClassFields({ values, errors, onChange, autoFocusName }: ClassFieldsProps) {
  const { t } = useLingui();
  const update = (key: keyof ClassFormValues) => (event: { target: { value: string } }) =>
    onChange(key, event.target.value);

  return (
    <>
      <div className="class-form-row">
        <TextField
          label={t`Class Name`}
          error={errors.name}
          className="class-form-name"
          autoFocus={autoFocusName}
          name="name"
          placeholder={t`e.g. Math 5B`}
          value={values.name}
          onChange={(value) => onChange('name', value)}
        />
        <TextField
          label={t`Grade`}
          optional
          error={errors.grade}
          name="grade"
          placeholder={t`e.g. 5`}
          value={values.grade}
          onChange={(value) => onChange('grade', value)}
        />
      </div>

      <TextField
        label={t`Description`}
        optional
        error={errors.description}
        name="description"
        rows={3}
        placeholder={t`Room, topic or anything that helps you tell classes apart`}
        value={values.description}
        onChange={(value) => onChange('description', value)}
      />

      <fieldset className="class-form-schedule">
        <legend className="class-form-legend">
          <Trans>When does it meet?</Trans>
        </legend>
        <div className="kind-choice">
          {KINDS.map((kind) => (
            <label key={kind} className="kind-option">
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={values.kind === kind}
                onChange={() => onChange('kind', kind)}
              />
              <span>{KIND_LABELS[kind]}</span>
            </label>
          ))}
        </div>
        {values.kind === 'recurring' && (
          <Field label={t`Repeats every`} error={errors.dayOfWeek}>
            {(control) => (
              <select
                {...control}
                className="input"
                name="dayOfWeek"
                value={values.dayOfWeek}
                onChange={update('dayOfWeek')}
              >
                <option value="">{t`Choose a day`}</option>
                {dayOptions().map((day) => (
                  <option key={day.value} value={day.value}>
                    {day.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {values.kind === 'one-time' && (
          <Field label={t`One-time date`} error={errors.scheduledDate}>
            {(control) => (
              <input
                {...control}
                className="input"
                type="date"
                name="scheduledDate"
                value={values.scheduledDate}
                onChange={update('scheduledDate')}
              />
            )}
          </Field>
        )}
        <p className="field-hint">{t(KIND_HINTS[values.kind])}</p>
      </fieldset>
    </>
  );
}
