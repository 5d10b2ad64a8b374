import type { PublicGroupDto } from '@classbeam/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { type CSSProperties, useEffect, useState } from 'react';
import { useClassLive } from '../../lib/live/class-store';
import { Dialog } from '../../ui/dialog';
import { DialogActions, DialogBody } from '../../ui/dialog-parts';
import { UsersIcon } from '../../ui/icons';
import { type GroupDialogProps, logged, useGroups } from './group-dialog-shared';
import { addMember, removeMember } from './groups-api';

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
export function MemberDialog({
  studentId,
  onClose,
  returnFocus,
}: Omit<GroupDialogProps, 'classId'> & { studentId: number }) {
  const { t } = useLingui();
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
  const studentName = student.name;
  const groupName = current?.name ?? '';

  return (
    <Dialog
      open
      title={studentName}
      description={current ? t`In ${groupName}.` : t`Not in a group yet.`}
      icon={<UsersIcon size={22} />}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <DialogBody>
        {absent ? (
          <p className="group-note">
            <Trans>
              {studentName} is absent: they stay in their group, and join another once they are
              here.
            </Trans>
          </p>
        ) : others.length > 0 ? (
          <>
            <p className="group-choices-title">{current ? t`Move to` : t`Add to`}</p>
            <GroupChoices
              groups={others}
              disabled={pending}
              onChoose={(g) => run(addMember(g.id, studentId), 'Member not moved')}
            />
          </>
        ) : (
          <p className="group-note">
            <Trans>There is no other group to move to.</Trans>
          </p>
        )}
      </DialogBody>
      <DialogActions>
        {current && (
          <button
            type="button"
            className="btn group-delete"
            disabled={pending}
            onClick={() => run(removeMember(current.id, studentId), 'Member not removed')}
          >
            <Trans>Remove from group</Trans>
          </button>
        )}
        <button type="button" className="btn" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </DialogActions>
    </Dialog>
  );
}
