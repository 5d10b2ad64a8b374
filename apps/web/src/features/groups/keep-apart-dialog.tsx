import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useClassLive } from '../../lib/live/class-store';
import { Dialog } from '../../ui/dialog';
import { DialogActions, DialogBody, FormAlert } from '../../ui/dialog-parts';
import { Field } from '../../ui/field';
import { PlusIcon, TrashIcon, UsersIcon } from '../../ui/icons';
import { type GroupDialogProps, logged } from './group-dialog-shared';
import { getKeepApart, putKeepApart } from './groups-api';

/** Pairs random groups must not put together (twins, known clashes). Saved as they change. */
export function KeepApartDialog({ classId, onClose, returnFocus }: GroupDialogProps) {
  const { t } = useLingui();
  const students = useClassLive((s) => s.students);
  const [pairs, setPairs] = useState<[number, number][] | null>(null);
  const [failed, setFailed] = useState(false);
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [pending, setPending] = useState(false);
  const names = new Map(students.map((s) => [s.id, s.name]));
  const nameOf = (id: number) => names.get(id) ?? t`Removed student`;
  const sorted = [...students].sort((a, b) => a.name.localeCompare(b.name));

  useEffect(() => {
    let current = true;
    getKeepApart(classId).then(
      (kept) => current && setPairs(kept.pairs),
      (error: unknown) => {
        logged('Keep-apart pairs not loaded')(error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [classId]);

  async function save(next: [number, number][]) {
    setPending(true);
    try {
      setPairs((await putKeepApart(classId, next)).pairs);
      setFirst('');
      setSecond('');
    } catch (error) {
      logged('Keep-apart pairs not saved')(error);
    } finally {
      setPending(false);
    }
  }

  const a = Number(first);
  const b = Number(second);
  const known = (pairs ?? []).some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  const canAdd = pairs !== null && a > 0 && b > 0 && a !== b && !known && !pending;

  return (
    <Dialog
      open
      title={t`Keep Apart`}
      description={t`Random groups never put these students together when the groups allow it.`}
      icon={<UsersIcon size={22} />}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <DialogBody>
        {failed && (
          <FormAlert>
            <Trans>Could not load the pairs. Close and try again.</Trans>
          </FormAlert>
        )}
        {pairs !== null && pairs.length === 0 && (
          <p className="config-empty">
            <Trans>No pairs yet.</Trans>
          </p>
        )}
        {pairs !== null && pairs.length > 0 && (
          <ul className="config-list">
            {pairs.map(([x, y]) => {
              const firstStudent = nameOf(x);
              const secondStudent = nameOf(y);
              return (
                <li key={`${x}:${y}`} className="pair-item">
                  <p className="config-name">
                    <Trans>
                      {firstStudent} <span aria-hidden="true">↔</span>
                      <span className="visually-hidden">and</span> {secondStudent}
                    </Trans>
                  </p>
                  <button
                    type="button"
                    className="btn btn-ghost btn-icon config-delete"
                    aria-label={t`Stop keeping ${firstStudent} and ${secondStudent} apart`}
                    disabled={pending}
                    onClick={() => void save(pairs.filter(([p, q]) => p !== x || q !== y))}
                  >
                    <TrashIcon size={18} />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <form
          className="pair-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (canAdd && pairs) void save([...pairs, [a, b]]);
          }}
        >
          <StudentSelect label={t`Student`} students={sorted} value={first} onChange={setFirst} />
          <StudentSelect
            label={t`Keep apart from`}
            students={sorted.filter((s) => String(s.id) !== first)}
            value={second}
            onChange={setSecond}
          />
          <button type="submit" className="btn btn-primary" disabled={!canAdd}>
            <PlusIcon size={18} />
            <Trans>Add Pair</Trans>
          </button>
        </form>
      </DialogBody>
      <DialogActions>
        <button type="button" className="btn" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </DialogActions>
    </Dialog>
  );
}

function StudentSelect({
  label,
  students,
  value,
  onChange,
}: {
  label: string;
  students: readonly { id: number; name: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  return (
    <Field label={label}>
      {(control) => (
        <select
          {...control}
          className="input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{t`Choose…`}</option>
          {students.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
