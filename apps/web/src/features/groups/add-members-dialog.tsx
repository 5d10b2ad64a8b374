import { availableStudents } from '@classbeam/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useClassLive } from '../../lib/live/class-store';
import { Dialog } from '../../ui/dialog';
import { DialogActions, DialogBody } from '../../ui/dialog-parts';
import { PlusIcon } from '../../ui/icons';
import { type GroupDialogProps, logged, useGroup, useGroups } from './group-dialog-shared';
import { addMember } from './groups-api';

/** Add students to one group: every student who is here and in no group, a tap each. */
export function AddMembersDialog({
  groupId,
  onClose,
  returnFocus,
}: Omit<GroupDialogProps, 'classId'> & { groupId: number }) {
  const { t } = useLingui();
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
  const groupName = group.name;

  async function add(studentId: number) {
    setBusy(studentId);
    await addMember(groupId, studentId).catch(logged('Member not added'));
    setBusy(null);
  }

  return (
    <Dialog
      open
      title={t`Add to ${groupName}`}
      description={t`Students who are here and in no group. Tap a name to add it.`}
      icon={<PlusIcon size={22} />}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <DialogBody>
        {free.length === 0 ? (
          <p className="group-note">
            <Trans>Everyone who is here is in a group already.</Trans>
          </p>
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
      </DialogBody>
      <DialogActions>
        <button type="button" className="btn btn-primary" data-autofocus onClick={onClose}>
          <Trans>Done</Trans>
        </button>
      </DialogActions>
    </Dialog>
  );
}
