import type { GroupConfigDto } from '@classbeam/contracts';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { groupsChanged } from '../../lib/live/class-sync';
import { LoadConfigDialog } from '../../ui/saved-configs/load-config-dialog';
import { type GroupDialogProps, logged, memberCount, useGroups } from './group-dialog-shared';
import { deleteLayout, groupLayouts, listLayouts, loadLayout } from './groups-api';

/** Load Group Layout: the saved layouts, each with Load and delete. */
export function LoadLayoutDialog({ classId, onClose, returnFocus }: GroupDialogProps) {
  const { t } = useLingui();
  const groupCount = useGroups().length;
  /** '3 groups, 9 students': what a saved layout holds. */
  const summary = (config: GroupConfigDto) => {
    const layoutGroups = config.groupData.length;
    const layoutStudents = memberCount(config.groupData);
    return t`${plural(layoutGroups, { one: '# group', other: '# groups' })}, ${plural(layoutStudents, { one: '# student', other: '# students' })}`;
  };
  return (
    <LoadConfigDialog<GroupConfigDto>
      title={t`Load Group Layout`}
      description={t`Replace the groups with a saved layout. Students who were deleted or are absent today are left out.`}
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
      summary={summary}
      hint={
        groupCount > 0 && (
          <p className="group-note">
            {t`${plural(groupCount, {
              one: 'Loading replaces the # group the class has now.',
              other: 'Loading replaces the # groups the class has now.',
            })}`}
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
