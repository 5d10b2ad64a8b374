import { GROUP_COLORS, GROUP_NAME_MAX } from '@classbeam/contracts/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { type CSSProperties, type FormEvent, useEffect, useRef, useState } from 'react';
import { CheckIcon, PencilIcon } from '../../ui/classroom-icons';
import { Dialog } from '../../ui/dialog';
import { DialogActions, DialogWarning } from '../../ui/dialog-parts';
import { TextField } from '../../ui/field';
import { PlusIcon, TrashIcon } from '../../ui/icons';
import { type GroupDialogProps, logged, useGroup } from './group-dialog-shared';
import { createGroup, deleteGroup, updateGroup } from './groups-api';

/** Create a group, or rename / recolour / delete one (spec section 2, Group Manager card). */
export function GroupFormDialog({
  classId,
  groupId,
  onClose,
  returnFocus,
}: GroupDialogProps & { groupId?: number }) {
  const { t } = useLingui();
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
  const groupName = existing?.name;

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
      title={
        !editing ? t`New Group` : groupName !== undefined ? t`Edit ${groupName}` : t`Edit group`
      }
      description={
        editing
          ? t`Rename the group or give it another colour.`
          : t`Name the group and pick its colour.`
      }
      icon={editing ? <PencilIcon size={22} /> : <PlusIcon size={22} />}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <form className="group-form" onSubmit={onSubmit}>
        <TextField
          label={t`Group Name`}
          autoFocus
          maxLength={GROUP_NAME_MAX}
          placeholder={t`e.g. Dolphins`}
          value={name}
          onChange={setName}
        />
        <fieldset className="color-field">
          <legend className="field-label">
            <Trans>Colour</Trans>
          </legend>
          <div className="color-swatches">
            {GROUP_COLORS.map((colour) => (
              <label
                key={colour}
                className="color-swatch"
                style={{ '--team': colour } as CSSProperties}
              >
                <input
                  type="radio"
                  name="group-colour"
                  value={colour}
                  checked={color === colour}
                  onChange={() => setColor(colour)}
                  aria-label={t`Colour ${colour}`}
                />
                <CheckIcon size={18} />
              </label>
            ))}
          </div>
        </fieldset>
        {editing &&
          (confirmDelete ? (
            <DialogWarning role="alert">
              <p>
                <Trans>
                  Delete {groupName}? Its members go back to “Not in a group”; their points stay.
                </Trans>
              </p>
              <div className="group-delete-actions">
                <button
                  ref={keepRef}
                  type="button"
                  className="btn"
                  onClick={() => setConfirmDelete(false)}
                >
                  <Trans>Keep group</Trans>
                </button>
                <button
                  type="button"
                  className="btn btn-danger"
                  disabled={pending}
                  onClick={onDelete}
                >
                  <Trans>Delete group</Trans>
                </button>
              </div>
            </DialogWarning>
          ) : (
            <button
              ref={deleteRef}
              type="button"
              className="btn btn-ghost group-delete"
              onClick={() => setConfirmDelete(true)}
            >
              <TrashIcon size={18} />
              <Trans>Delete group</Trans>
            </button>
          ))}
        <DialogActions>
          <button type="button" className="btn" onClick={onClose} disabled={pending}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="btn btn-primary" disabled={!valid || pending}>
            {editing ? t`Save` : t`Create Group`}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
