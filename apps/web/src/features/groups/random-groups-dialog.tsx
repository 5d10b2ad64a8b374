import {
  GROUP_COUNT_DEFAULT,
  GROUP_COUNT_MAX,
  GROUP_COUNT_MIN,
} from '@classbeam/contracts/constants';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useClassLive } from '../../lib/live/class-store';
import { groupsChanged } from '../../lib/live/class-sync';
import { Dialog } from '../../ui/dialog';
import { DialogActions, FormAlert } from '../../ui/dialog-parts';
import { AlertIcon } from '../../ui/icons';
import { DiceIcon } from '../../ui/lesson-icons';
import { Segmented } from '../../ui/segmented';
import { toast } from '../../ui/toast-store';
import { type GroupDialogProps, logged, useGroups } from './group-dialog-shared';
import { drawGroups } from './groups-api';

/** Random groups: 2 to 6 (default 3), dealt on the server from every student who is here. */
export function RandomGroupsDialog({ classId, onClose, returnFocus }: GroupDialogProps) {
  const { t } = useLingui();
  const students = useClassLive((s) => s.students);
  const groups = useGroups();
  const [count, setCount] = useState<number>(GROUP_COUNT_DEFAULT);
  const [pending, setPending] = useState(false);
  const here = students.filter((s) => s.attendanceStatus !== 'absent');
  const hereCount = here.length;
  const made = Math.min(count, hereCount);
  const size = made > 0 ? Math.floor(hereCount / made) : 0;
  const largest = size + 1;
  const groupCount = groups.length;
  // One sentence each way: every group the same size, or some one student larger.
  const summary =
    made === 0
      ? ''
      : hereCount % made === 0
        ? t`${plural(hereCount, { one: '# student who is here', other: '# students who are here' })} → ${plural(made, { one: '# group', other: '# groups' })}, ${plural(size, { one: '# student each', other: '# students each' })}. Absent students are left out.`
        : t`${plural(hereCount, { one: '# student who is here', other: '# students who are here' })} → ${plural(made, { one: '# group', other: '# groups' })}, ${size}–${largest} students each. Absent students are left out.`;

  async function draw() {
    setPending(true);
    try {
      const result = await drawGroups(classId, count);
      groupsChanged(result);
      if (result.unmetPairs.length > 0) {
        const names = new Map(students.map((s) => [s.id, s.name]));
        const nameOf = (id: number) => names.get(id) ?? t`a student`;
        const pairs = result.unmetPairs
          .map(([a, b]) => {
            const firstStudent = nameOf(a);
            const secondStudent = nameOf(b);
            return t`${firstStudent} & ${secondStudent}`;
          })
          .join(', ');
        toast({
          title: t`Not every pair could be kept apart`,
          description: t`${pairs} share a group: there are too few groups for every pair. Move them by hand if needed.`,
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
      title={t`Random Groups`}
      description={t`Shuffles the students who are here into teams of even size.`}
      icon={<DiceIcon size={22} />}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <div className="group-form">
        <p className="field-label" aria-hidden="true">
          <Trans>Number of groups</Trans>
        </p>
        <Segmented label={t`Number of groups`} className="group-count">
          {Array.from({ length: GROUP_COUNT_MAX - GROUP_COUNT_MIN + 1 }, (_, i) => {
            const n = GROUP_COUNT_MIN + i;
            return (
              <button key={n} type="button" aria-pressed={count === n} onClick={() => setCount(n)}>
                {n}
              </button>
            );
          })}
        </Segmented>
        {hereCount === 0 ? (
          <FormAlert>
            <Trans>Random groups need at least one student who is here.</Trans>
          </FormAlert>
        ) : (
          <p className="group-note">{summary}</p>
        )}
        {groupCount > 0 && (
          <p className="config-warning" role="note">
            <AlertIcon size={18} />
            {t`${plural(groupCount, {
              one: 'This replaces the # group the class has now.',
              other: 'This replaces the # groups the class has now.',
            })}`}
          </p>
        )}
      </div>
      <DialogActions>
        <button type="button" className="btn" onClick={onClose} disabled={pending}>
          <Trans>Cancel</Trans>
        </button>
        <button
          type="button"
          className="btn btn-primary"
          data-autofocus
          disabled={pending || hereCount === 0}
          onClick={() => void draw()}
        >
          <DiceIcon size={18} />
          <Trans>Make Groups</Trans>
        </button>
      </DialogActions>
    </Dialog>
  );
}
