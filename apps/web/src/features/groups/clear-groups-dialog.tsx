import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { type GroupDialogProps, logged, useGroups } from './group-dialog-shared';
import { clearGroups } from './groups-api';

/** Clear all groups: the students and their points stay; a failure is only logged (spec 8). */
export function ClearGroupsDialog({ classId, onClose, returnFocus }: GroupDialogProps) {
  const { t } = useLingui();
  const groupCount = useGroups().length;
  return (
    <ConfirmDialog
      title={t`Clear all groups?`}
      tone="danger"
      description={t`${plural(groupCount, {
        one: 'The # group go; every student and their points stay. A saved layout can bring them back.',
        other:
          'The # groups go; every student and their points stay. A saved layout can bring them back.',
      })}`}
      confirmLabel={t`Clear Groups`}
      onConfirm={() => clearGroups(classId).catch(logged('Groups not cleared'))}
      onClose={onClose}
      returnFocus={returnFocus}
    />
  );
}
