import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ConfigFormDialog } from '../../ui/saved-configs/config-form-dialog';
import type { SavedConfig } from '../../ui/saved-configs/config-memory';
import { type GroupDialogProps, memberCount, useGroups } from './group-dialog-shared';
import { createLayout, groupLayouts, updateLayout } from './groups-api';

/** Save Group Layout, and Update with the overwrite warning (as for schedules). */
export function SaveLayoutDialog({
  classId,
  update,
  onClose,
  returnFocus,
}: GroupDialogProps & { update: boolean }) {
  const { t } = useLingui();
  const groups = useGroups();
  const groupCount = groups.length;
  const studentCount = memberCount(groups);
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
      title={update ? t`Update Group Layout` : t`Save Group Layout`}
      description={t`Saves the groups as they are now: ${plural(groupCount, { one: '# group', other: '# groups' })}, ${plural(studentCount, { one: '# student', other: '# students' })}, with names and colours.`}
      target={update ? existing : null}
      placeholder={t`e.g. Science lab teams`}
      disabled={groups.length === 0}
      save={save}
      remember={groupLayouts.remember}
      forget={groupLayouts.forget}
      onClose={onClose}
      returnFocus={returnFocus}
    />
  );
}
