import type { GroupConfigDto, PublicGroupDto } from '@classbeam/contracts';
import {
  GROUP_COLORS,
  GROUP_COUNT_DEFAULT,
  GROUP_COUNT_MAX,
  GROUP_COUNT_MIN,
  GROUP_NAME_MAX,
} from '@classbeam/contracts/constants';
import { availableStudents } from '@classbeam/domain';
import { type CSSProperties, type FormEvent, useEffect, useRef, useState } from 'react';
import { useClassLive } from '../../lib/live/class-store';
import { groupsChanged } from '../../lib/live/class-sync';
import { CheckIcon, DiceIcon, PencilIcon } from '../../ui/classroom-icons';
import { Dialog } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { AlertIcon, PlusIcon, TrashIcon, UsersIcon } from '../../ui/icons';
import { ConfigFormDialog } from '../../ui/saved-configs/config-form-dialog';
import type { SavedConfig } from '../../ui/saved-configs/config-memory';
import { LoadConfigDialog } from '../../ui/saved-configs/load-config-dialog';
import { Segmented } from '../../ui/segmented';
import { toast } from '../../ui/toast-store';
import {
  addMember,
  clearGroups,
  createGroup,
  createLayout,
  deleteGroup,
  deleteLayout,
  drawGroups,
  getKeepApart,
  groupLayouts,
  listLayouts,
  loadLayout,
  putKeepApart,
  removeMember,
  updateGroup,
  updateLayout,
} from './groups-api';

export type GroupDialog =
  | { kind: 'create' }
  | { kind: 'edit'; groupId: number }
  | { kind: 'add'; groupId: number }
  | { kind: 'member'; studentId: number }
  | { kind: 'random' }
  | { kind: 'keep-apart' }
  | { kind: 'clear' }
  | { kind: 'save' }
  | { kind: 'update' }
  | { kind: 'load' };

interface DialogProps {
  classId: number;
  onClose: () => void;
}

/** The spec has group and configuration failures logged only, with no message to the user. */
const logged = (what: string) => (error: unknown) => console.error(what, error);

/** The Group Manager's dialogs, loaded together on first use (this module is a lazy chunk). */
export default function GroupDialogs({
  dialog,
  classId,
  onClose,
}: DialogProps & { dialog: GroupDialog }) {
  switch (dialog.kind) {
    case 'create':
      return <GroupFormDialog classId={classId} onClose={onClose} />;
    case 'edit':
      return <GroupFormDialog classId={classId} groupId={dialog.groupId} onClose={onClose} />;
    case 'add':
      return <AddMembersDialog groupId={dialog.groupId} onClose={onClose} />;
    case 'member':
      return <MemberDialog studentId={dialog.studentId} onClose={onClose} />;
    case 'random':
      return <RandomGroupsDialog classId={classId} onClose={onClose} />;
    case 'keep-apart':
      return <KeepApartDialog classId={classId} onClose={onClose} />;
    case 'clear':
      return <ClearGroupsDialog classId={classId} onClose={onClose} />;
    case 'save':
    case 'update':
      return (
        <SaveLayoutDialog classId={classId} update={dialog.kind === 'update'} onClose={onClose} />
      );
    case 'load':
      return <LoadLayoutDialog classId={classId} onClose={onClose} />;
  }
}

const useGroups = () => useClassLive((s) => s.mirror.groups);
const useGroup = (groupId: number) =>
  useClassLive((s) => s.mirror.groups.find((g) => g.id === groupId));

/** Create a group, or rename / recolour / delete one (spec section 2, Group Manager card). */
function GroupFormDialog({ classId, groupId, onClose }: DialogProps & { groupId?: number }) {
  const existing = useGroup(groupId ?? 0);
  const editing = groupId !== undefined;
  // Until the teacher changes a field it follows the group, which another device may rename
  // or recolour meanwhile; only the fields changed here are sent, so that change stays.
  const [typedName, setName] = useState<string | null>(null);
  const [pickedColor, setColor] = useState<string | null>(null);
  const name = typedName ?? existing?.name ?? '';
  const color = pickedColor ?? existing?.color ?? GROUP_COLORS[0];
  const [pending, setPending] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // The delete button swaps with its confirmation: the keyboard goes along each way (to Keep
  // group, and back to Delete group), not to the page behind the open dialog.
  const keepRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirmDelete) keepRef.current?.focus();
    else if (asked.current) deleteRef.current?.focus();
    asked.current = confirmDelete;
  }, [confirmDelete]);
  // Deleted on another device while this was open.
  useEffect(() => {
    if (editing && !existing) onClose();
  }, [editing, existing, onClose]);
  const valid = name.trim().length > 0;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!valid || pending) return;
    if (groupId !== undefined && typedName === null && pickedColor === null) return onClose();
    setPending(true);
    const save =
      groupId === undefined
        ? createGroup(classId, { name: name.trim(), color })
        : updateGroup(groupId, {
            ...(typedName !== null ? { name: typedName.trim() } : {}),
            ...(pickedColor !== null ? { color: pickedColor } : {}),
          });
    await save.then(onClose, (error: unknown) => {
      logged('Group not saved')(error);
      setPending(false);
    });
  }

  async function onDelete() {
    if (groupId === undefined) return;
    setPending(true);
    await deleteGroup(groupId).catch(logged('Group not deleted'));
    onClose();
  }

  return (
    <Dialog
      open
      title={editing ? `Edit ${existing?.name ?? 'group'}` : 'New Group'}
      description={
        editing
          ? 'Rename the group or give it another colour.'
          : 'Name the group and pick its colour.'
      }
      icon={editing ? <PencilIcon size={22} /> : <PlusIcon size={22} />}
      onClose={onClose}
    >
      <form className="group-form" onSubmit={onSubmit}>
        <Field label="Group Name">
          {(control) => (
            <input
              {...control}
              className="input"
              required
              data-autofocus
              maxLength={GROUP_NAME_MAX}
              placeholder="e.g. Dolphins"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Field>
        <fieldset className="color-field">
          <legend className="field-label">Colour</legend>
          <div className="color-swatches">
            {GROUP_COLORS.map((c) => (
              <label key={c} className="color-swatch" style={{ '--team': c } as CSSProperties}>
                <input
                  type="radio"
                  name="group-colour"
                  value={c}
                  checked={color === c}
                  onChange={() => setColor(c)}
                  aria-label={`Colour ${c}`}
                />
                <CheckIcon size={18} />
              </label>
            ))}
          </div>
        </fieldset>
        {editing &&
          (confirmDelete ? (
            <div className="dialog-warning" role="alert">
              <p>
                Delete {existing?.name}? Its members go back to “Not in a group”; their points stay.
              </p>
              <div className="group-delete-actions">
                <button
                  ref={keepRef}
                  type="button"
                  className="btn"
                  onClick={() => setConfirmDelete(false)}
                >
                  Keep group
                </button>
                <button
                  type="button"
                  className="btn btn-danger"
                  disabled={pending}
                  onClick={onDelete}
                >
                  Delete group
                </button>
              </div>
            </div>
          ) : (
            <button
              ref={deleteRef}
              type="button"
              className="btn btn-ghost group-delete"
              onClick={() => setConfirmDelete(true)}
            >
              <TrashIcon size={18} />
              Delete group
            </button>
          ))}
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onClose} disabled={pending}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={!valid || pending}>
            {editing ? 'Save' : 'Create Group'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** A row of groups to choose from, each in its colour. */
function GroupChoices({
  groups,
  onChoose,
  disabled,
}: {
  groups: readonly PublicGroupDto[];
  onChoose: (group: PublicGroupDto) => void;
  disabled: boolean;
}) {
  return (
    <ul className="group-choices">
      {groups.map((g) => (
        <li key={g.id}>
          <button
            type="button"
            className="group-choice"
            style={{ '--team': g.color } as CSSProperties}
            disabled={disabled}
            onClick={() => onChoose(g)}
          >
            <span className="group-swatch" aria-hidden="true" />
            <span className="group-choice-name">{g.name}</span>
            <span className="group-choice-count">{g.members.length}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Tap a student's name: move them to another group, or out of theirs (no drag needed). */
function MemberDialog({ studentId, onClose }: { studentId: number; onClose: () => void }) {
  const groups = useGroups();
  const student = useClassLive((s) => s.students.find((x) => x.id === studentId));
  const current = groups.find((g) => g.members.some((m) => m.id === studentId));
  const [pending, setPending] = useState(false);
  const absent = student?.attendanceStatus === 'absent';
  useEffect(() => {
    if (!student) onClose();
  }, [student, onClose]);
  if (!student) return null;

  const run = (call: Promise<unknown>, what: string) => {
    setPending(true);
    void call.catch(logged(what)).finally(onClose);
  };
  const others = groups.filter((g) => g.id !== current?.id);

  return (
    <Dialog
      open
      title={student.name}
      description={current ? `In ${current.name}.` : 'Not in a group yet.'}
      icon={<UsersIcon size={22} />}
      onClose={onClose}
    >
      {absent ? (
        <p className="group-note">
          {student.name} is absent: they stay in their group, and join another once they are here.
        </p>
      ) : others.length > 0 ? (
        <>
          <p className="group-choices-title">{current ? 'Move to' : 'Add to'}</p>
          <GroupChoices
            groups={others}
            disabled={pending}
            onChoose={(g) => run(addMember(g.id, studentId), 'Member not moved')}
          />
        </>
      ) : (
        <p className="group-note">There is no other group to move to.</p>
      )}
      <div className="dialog-actions">
        {current && (
          <button
            type="button"
            className="btn group-delete"
            disabled={pending}
            onClick={() => run(removeMember(current.id, studentId), 'Member not removed')}
          >
            Remove from group
          </button>
        )}
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}

/** Add students to one group: every student who is here and in no group, a tap each. */
function AddMembersDialog({ groupId, onClose }: { groupId: number; onClose: () => void }) {
  const group = useGroup(groupId);
  const groups = useGroups();
  const students = useClassLive((s) => s.students);
  const [busy, setBusy] = useState<number | null>(null);
  useEffect(() => {
    if (!group) onClose();
  }, [group, onClose]);
  if (!group) return null;
  const grouped = new Set(groups.flatMap((g) => g.members.map((m) => m.id)));
  const free = availableStudents(students, grouped);

  async function add(studentId: number) {
    setBusy(studentId);
    await addMember(groupId, studentId).catch(logged('Member not added'));
    setBusy(null);
  }

  return (
    <Dialog
      open
      title={`Add to ${group.name}`}
      description="Students who are here and in no group. Tap a name to add it."
      icon={<PlusIcon size={22} />}
      onClose={onClose}
    >
      {free.length === 0 ? (
        <p className="group-note">Everyone who is here is in a group already.</p>
      ) : (
        <ul className="member-chips member-chips-large">
          {free.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                className="member-chip"
                disabled={busy !== null}
                onClick={() => void add(s.id)}
              >
                <PlusIcon size={14} />
                {s.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="dialog-actions">
        <button type="button" className="btn btn-primary" data-autofocus onClick={onClose}>
          Done
        </button>
      </div>
    </Dialog>
  );
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Random groups: 2 to 6 (default 3), dealt on the server from every student who is here. */
function RandomGroupsDialog({ classId, onClose }: DialogProps) {
  const students = useClassLive((s) => s.students);
  const groups = useGroups();
  const [count, setCount] = useState<number>(GROUP_COUNT_DEFAULT);
  const [pending, setPending] = useState(false);
  const here = students.filter((s) => s.attendanceStatus !== 'absent');
  const made = Math.min(count, here.length);
  const small = made > 0 ? Math.floor(here.length / made) : 0;
  const sizes =
    made === 0
      ? ''
      : here.length % made === 0
        ? `${plural(small, 'student')} each`
        : `${small}–${small + 1} students each`;

  async function draw() {
    setPending(true);
    try {
      const result = await drawGroups(classId, count);
      groupsChanged(result);
      if (result.unmetPairs.length > 0) {
        const names = new Map(students.map((s) => [s.id, s.name]));
        const pairs = result.unmetPairs
          .map(([a, b]) => `${names.get(a) ?? 'a student'} & ${names.get(b) ?? 'a student'}`)
          .join(', ');
        toast({
          title: 'Not every pair could be kept apart',
          description: `${pairs} share a group: there are too few groups for every pair. Move them by hand if needed.`,
          variant: 'warning',
        });
      }
      onClose();
    } catch (error) {
      logged('Random groups not made')(error);
      setPending(false);
    }
  }

  return (
    <Dialog
      open
      title="Random Groups"
      description="Shuffles the students who are here into teams of even size."
      icon={<DiceIcon size={22} />}
      onClose={onClose}
    >
      <div className="group-form">
        <p className="field-label" aria-hidden="true">
          Number of groups
        </p>
        <Segmented label="Number of groups" className="group-count">
          {Array.from({ length: GROUP_COUNT_MAX - GROUP_COUNT_MIN + 1 }, (_, i) => {
            const n = GROUP_COUNT_MIN + i;
            return (
              <button key={n} type="button" aria-pressed={count === n} onClick={() => setCount(n)}>
                {n}
              </button>
            );
          })}
        </Segmented>
        {here.length === 0 ? (
          <p className="form-alert" role="alert">
            <AlertIcon size={18} />
            Random groups need at least one student who is here.
          </p>
        ) : (
          <p className="group-note">
            {plural(here.length, 'student')} who {here.length === 1 ? 'is' : 'are'} here →{' '}
            {plural(made, 'group')}, {sizes}. Absent students are left out.
          </p>
        )}
        {groups.length > 0 && (
          <p className="config-warning" role="note">
            <AlertIcon size={18} />
            This replaces the {plural(groups.length, 'group')} the class has now.
          </p>
        )}
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onClose} disabled={pending}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-primary"
          data-autofocus
          disabled={pending || here.length === 0}
          onClick={() => void draw()}
        >
          <DiceIcon size={18} />
          Make Groups
        </button>
      </div>
    </Dialog>
  );
}

/** Pairs random groups must not put together (twins, known clashes). Saved as they change. */
function KeepApartDialog({ classId, onClose }: DialogProps) {
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
    >
      {failed && (
        <p className="form-alert" role="alert">
          <AlertIcon size={18} />
          Could not load the pairs. Close and try again.
        </p>
      )}
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
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </div>
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

function ClearGroupsDialog({ classId, onClose }: DialogProps) {
  const groups = useGroups();
  const [pending, setPending] = useState(false);
  async function clear() {
    setPending(true);
    await clearGroups(classId).catch(logged('Groups not cleared'));
    onClose();
  }
  return (
    <Dialog
      open
      title="Clear all groups?"
      tone="danger"
      icon={<TrashIcon size={22} />}
      description={`The ${plural(groups.length, 'group')} go; every student and their points stay. A saved layout can bring them back.`}
      onClose={pending ? () => {} : onClose}
    >
      <div className="dialog-actions">
        <button type="button" className="btn" data-autofocus onClick={onClose} disabled={pending}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => void clear()}
          disabled={pending}
        >
          Clear Groups
        </button>
      </div>
    </Dialog>
  );
}

const layoutSummary = (groups: readonly { members: readonly unknown[] }[]) =>
  `${plural(groups.length, 'group')}, ${plural(
    groups.reduce((n, g) => n + g.members.length, 0),
    'student',
  )}`;

/** Save Group Layout, and Update with the overwrite warning (as for schedules). */
function SaveLayoutDialog({ classId, update, onClose }: DialogProps & { update: boolean }) {
  const groups = useGroups();
  const existing = groupLayouts.useCurrent(classId);
  if (update && !existing) return null;
  const save = (input: { name: string; description: string }, target: SavedConfig | null) => {
    const body = {
      ...input,
      groupData: groups.map(({ name, color, members }) => ({ name, color, members })),
    };
    return target ? updateLayout(target.id, body) : createLayout(classId, body);
  };
  return (
    <ConfigFormDialog
      title={update ? 'Update Group Layout' : 'Save Group Layout'}
      description={`Saves the groups as they are now: ${layoutSummary(groups)}, with names and colours.`}
      target={update ? existing : null}
      placeholder="e.g. Science lab teams"
      disabled={groups.length === 0}
      save={save}
      remember={groupLayouts.remember}
      forget={groupLayouts.forget}
      onClose={onClose}
    />
  );
}

function LoadLayoutDialog({ classId, onClose }: DialogProps) {
  const groups = useGroups();
  return (
    <LoadConfigDialog<GroupConfigDto>
      title="Load Group Layout"
      description="Replace the groups with a saved layout. Students who were deleted or are absent today are left out."
      noun="group layout"
      list={() => listLayouts(classId)}
      remove={(config) => deleteLayout(config.id)}
      apply={(config) =>
        loadLayout(config.id).then(
          (result) => {
            groupsChanged(result);
            return true;
          },
          (error: unknown) => {
            logged('Group layout not loaded')(error);
            return false;
          },
        )
      }
      summary={(config) => layoutSummary(config.groupData)}
      hint={
        groups.length > 0 && (
          <p className="group-note">
            Loading replaces the {plural(groups.length, 'group')} the class has now.
          </p>
        )
      }
      remember={groupLayouts.remember}
      forget={groupLayouts.forget}
      onClose={onClose}
    />
  );
}
