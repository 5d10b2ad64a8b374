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
  const students = useClassLive((s) => s.students);
  const [pairs, setPairs] = useState<[number, number][] | null>(null);
  const [failed, setFailed] = useState(false);
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [pending, setPending] = useState(false);
  const names = new Map(students.map((s) => [s.id, s.name]));
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
      title="Keep Apart"
      description="Random groups never put these students together when the groups allow it."
      icon={<UsersIcon size={22} />}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <DialogBody>
        {failed && <FormAlert>Could not load the pairs. Close and try again.</FormAlert>}
        {pairs !== null && pairs.length === 0 && <p className="config-empty">No pairs yet.</p>}
        {pairs !== null && pairs.length > 0 && (
          <ul className="config-list">
            {pairs.map(([x, y]) => (
              <li key={`${x}:${y}`} className="pair-item">
                <p className="config-name">
                  {names.get(x) ?? 'Removed student'} <span aria-hidden="true">↔</span>
                  <span className="visually-hidden">and</span> {names.get(y) ?? 'Removed student'}
                </p>
                <button
                  type="button"
                  className="btn btn-ghost btn-icon config-delete"
                  aria-label={`Stop keeping ${names.get(x)} and ${names.get(y)} apart`}
                  disabled={pending}
                  onClick={() => void save(pairs.filter(([p, q]) => p !== x || q !== y))}
                >
                  <TrashIcon size={18} />
                </button>
              </li>
            ))}
          </ul>
        )}
        <form
          className="pair-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (canAdd && pairs) void save([...pairs, [a, b]]);
          }}
        >
          <StudentSelect label="Student" students={sorted} value={first} onChange={setFirst} />
          <StudentSelect
            label="Keep apart from"
            students={sorted.filter((s) => String(s.id) !== first)}
            value={second}
            onChange={setSecond}
          />
          <button type="submit" className="btn btn-primary" disabled={!canAdd}>
            <PlusIcon size={18} />
            Add Pair
          </button>
        </form>
      </DialogBody>
      <DialogActions>
        <button type="button" className="btn" onClick={onClose}>
          Close
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
  return (
    <Field label={label}>
      {(control) => (
        <select
          {...control}
          className="input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">Choose…</option>
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
