import type { ReturnFocus } from '../../ui/dialog-focus';
import { AddMembersDialog } from './add-members-dialog';
import { ClearGroupsDialog } from './clear-groups-dialog';
import { GroupFormDialog } from './group-form-dialog';
import { KeepApartDialog } from './keep-apart-dialog';
import { LoadLayoutDialog } from './load-layout-dialog';
import { MemberDialog } from './member-dialog';
import { RandomGroupsDialog } from './random-groups-dialog';
import { SaveLayoutDialog } from './save-layout-dialog';

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

interface GroupDialogsProps {
  dialog: GroupDialog;
  classId: number;
  onClose: () => void;
  returnFocus?: ReturnFocus;
}

/**
 * The Group Manager's dialogs, one file each, loaded together on first use (this module is a
 * lazy chunk).
 */
export default function GroupDialogs({ dialog, ...props }: GroupDialogsProps) {
  switch (dialog.kind) {
    case 'create':
      return <GroupFormDialog {...props} />;
    case 'edit':
      return <GroupFormDialog {...props} groupId={dialog.groupId} />;
    case 'add':
      return <AddMembersDialog {...props} groupId={dialog.groupId} />;
    case 'member':
      return <MemberDialog {...props} studentId={dialog.studentId} />;
    case 'random':
      return <RandomGroupsDialog {...props} />;
    case 'keep-apart':
      return <KeepApartDialog {...props} />;
    case 'clear':
      return <ClearGroupsDialog {...props} />;
    case 'save':
    case 'update':
      return <SaveLayoutDialog {...props} update={dialog.kind === 'update'} />;
    case 'load':
      return <LoadLayoutDialog {...props} />;
  }
}
