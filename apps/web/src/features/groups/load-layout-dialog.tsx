import type { GroupConfigDto } from '@classbeam/contracts';
import { groupsChanged } from '../../lib/live/class-sync';
import { LoadConfigDialog } from '../../ui/saved-configs/load-config-dialog';
import {
  type GroupDialogProps,
  layoutSummary,
  logged,
  plural,
  useGroups,
} from './group-dialog-shared';
import { deleteLayout, groupLayouts, listLayouts, loadLayout } from './groups-api';

/** Load Group Layout: the saved layouts, each with Load and delete. */
export function LoadLayoutDialog({ classId, onClose, returnFocus }: GroupDialogProps) {
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
      returnFocus={returnFocus}
    />
  );
}
