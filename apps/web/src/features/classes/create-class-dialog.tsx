import type { ClassDto } from '@classbeam/contracts';
import { MESSAGES } from '@classbeam/contracts/constants';
import { type FormEvent, useState } from 'react';
import { hasStatus } from '../../lib/api-client';
import { Dialog } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { PlusIcon } from '../../ui/icons';
import { toast } from '../../ui/toast-store';
import {
  type ClassFormErrors,
  type ClassFormValues,
  checkClassForm,
  DAY_OPTIONS,
  EMPTY_CLASS_FORM,
} from './class-form';
import { createClass } from './classes-api';
import './class-dialogs.css';

interface CreateClassDialogProps {
  userId: string | null;
  onClose: () => void;
  onCreated: (cls: ClassDto) => void;
}

/** Mounted only while open, so closing it is also what resets the form. */
export function CreateClassDialog({ userId, onClose, onCreated }: CreateClassDialogProps) {
  const [values, setValues] = useState<ClassFormValues>(EMPTY_CLASS_FORM);
  const [errors, setErrors] = useState<ClassFormErrors>({});
  const [pending, setPending] = useState(false);

  const update = (key: keyof ClassFormValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!userId) {
      toast({
        title: 'Error',
        description: MESSAGES.mustBeLoggedInToCreateClass,
        variant: 'destructive',
      });
      return;
    }
    const checked = checkClassForm(values, userId);
    if (!checked.ok) {
      setErrors(checked.errors);
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setPending(true);
    try {
      const created = await createClass(checked.payload);
      onCreated(created);
    } catch (error) {
      console.error('Class create failed', error);
      const description = hasStatus(error, 401)
        ? MESSAGES.mustBeLoggedInToCreateClass
        : 'Failed to create class. Please try again.';
      toast({ title: 'Error', description, variant: 'destructive' });
      setPending(false);
    }
  }

  return (
    <Dialog
      open
      title="Create New Class"
      description="Add a class to your week. Only the name is required."
      icon={<PlusIcon size={22} />}
      onClose={onClose}
    >
      <form className="class-form" noValidate onSubmit={onSubmit}>
        <div className="class-form-row">
          <Field label="Class Name" error={errors.name} className="class-form-name">
            {(control) => (
              <input
                {...control}
                data-autofocus
                className="input"
                name="name"
                autoComplete="off"
                placeholder="e.g. Math 5B"
                value={values.name}
                onChange={update('name')}
                required
              />
            )}
          </Field>
          <Field label="Grade" optional error={errors.grade}>
            {(control) => (
              <input
                {...control}
                className="input"
                name="grade"
                autoComplete="off"
                placeholder="e.g. 5"
                value={values.grade}
                onChange={update('grade')}
              />
            )}
          </Field>
        </div>

        <Field label="Description" optional error={errors.description}>
          {(control) => (
            <textarea
              {...control}
              className="input"
              name="description"
              rows={3}
              placeholder="Room, topic or anything that helps you tell classes apart"
              value={values.description}
              onChange={update('description')}
            />
          )}
        </Field>

        <fieldset className="class-form-schedule">
          <legend className="class-form-legend">When does it meet?</legend>
          <div className="class-form-row">
            <Field label="Repeats every" optional error={errors.dayOfWeek}>
              {(control) => (
                <select
                  {...control}
                  className="input"
                  name="dayOfWeek"
                  value={values.dayOfWeek}
                  onChange={update('dayOfWeek')}
                >
                  <option value="">—</option>
                  {DAY_OPTIONS.map((day) => (
                    <option key={day.value} value={day.value}>
                      {day.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="One-time date" optional error={errors.scheduledDate}>
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
          </div>
          <p className="field-hint">
            Pick a weekday for a weekly class or a date for a single session. Leave both empty to
            keep it unscheduled.
          </p>
        </fieldset>

        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onClose} disabled={pending}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending ? 'Creating…' : 'Create Class'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
