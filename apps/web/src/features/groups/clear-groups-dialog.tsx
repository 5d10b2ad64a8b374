import { ConfirmDialog } from '../../ui/confirm-dialog';
import { type GroupDialogProps, logged, plural, useGroups } from './group-dialog-shared';
import { clearGroups } from './groups-api';

/** Clear all groups: the students and their points stay; a failure is only logged (spec 8). */
export function ClearGroupsDialog({ classId, onClose, returnFocus }: GroupDialogProps) {
  const groups = useGroups();
  return (
    <ConfirmDialog
      title="Clear all groups?"
      tone="danger"
      description={`The ${plural(groups.length, 'group')} go; every student and their points stay. A saved layout can bring them back.`}
      confirmLabel="Clear Groups"
      onConfirm={() => clearGroups(classId).catch(logged('Groups not cleared'))}
      onClose={onClose}
      returnFocus={returnFocus}
    />
  );
}
