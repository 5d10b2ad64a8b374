import {
  GROUP_COUNT_DEFAULT,
  GROUP_COUNT_MAX,
  GROUP_COUNT_MIN,
} from '@classbeam/contracts/constants';
import { useState } from 'react';
import { useClassLive } from '../../lib/live/class-store';
import { groupsChanged } from '../../lib/live/class-sync';
import { DiceIcon } from '../../ui/classroom-icons';
import { Dialog } from '../../ui/dialog';
import { DialogActions, FormAlert } from '../../ui/dialog-parts';
import { AlertIcon } from '../../ui/icons';
import { Segmented } from '../../ui/segmented';
import { toast } from '../../ui/toast-store';
import { type GroupDialogProps, logged, plural, useGroups } from './group-dialog-shared';
import { drawGroups } from './groups-api';

/** Random groups: 2 to 6 (default 3), dealt on the server from every student who is here. */
export function RandomGroupsDialog({ classId, onClose, returnFocus }: GroupDialogProps) {
  const students = useClassLive((s) => s.students);
  const groups = useGroups();
  const [count, setCount] = useState<number>(GROUP_COUNT_DEFAULT);
  const [pending, setPending] = useState(false);
  const here = students.filter((s) => s.attendanceStatus !== 'absent');
  const made = Math.min(count, here.length);
  const small = made > 0 ? Math.floor(here.length / made) : 0;
  const sizes =
    made === 0
      ? ''
      : here.length % made === 0
        ? `${plural(small, 'student')} each`
        : `${small}–${small + 1} students each`;

  async function draw() {
    setPending(true);
    try {
      const result = await drawGroups(classId, count);
      groupsChanged(result);
      if (result.unmetPairs.length > 0) {
        const names = new Map(students.map((s) => [s.id, s.name]));
        const pairs = result.unmetPairs
          .map(([a, b]) => `${names.get(a) ?? 'a student'} & ${names.get(b) ?? 'a student'}`)
          .join(', ');
        toast({
          title: 'Not every pair could be kept apart',
          description: `${pairs} share a group: there are too few groups for every pair. Move them by hand if needed.`,
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
      title="Random Groups"
      description="Shuffles the students who are here into teams of even size."
      icon={<DiceIcon size={22} />}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <div className="group-form">
        <p className="field-label" aria-hidden="true">
          Number of groups
        </p>
        <Segmented label="Number of groups" className="group-count">
          {Array.from({ length: GROUP_COUNT_MAX - GROUP_COUNT_MIN + 1 }, (_, i) => {
            const n = GROUP_COUNT_MIN + i;
            return (
              <button key={n} type="button" aria-pressed={count === n} onClick={() => setCount(n)}>
                {n}
              </button>
            );
          })}
        </Segmented>
        {here.length === 0 ? (
          <FormAlert>Random groups need at least one student who is here.</FormAlert>
        ) : (
          <p className="group-note">
            {plural(here.length, 'student')} who {here.length === 1 ? 'is' : 'are'} here →{' '}
            {plural(made, 'group')}, {sizes}. Absent students are left out.
          </p>
        )}
        {groups.length > 0 && (
          <p className="config-warning" role="note">
            <AlertIcon size={18} />
            This replaces the {plural(groups.length, 'group')} the class has now.
          </p>
        )}
      </div>
      <DialogActions>
        <button type="button" className="btn" onClick={onClose} disabled={pending}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-primary"
          data-autofocus
          disabled={pending || here.length === 0}
          onClick={() => void draw()}
        >
          <DiceIcon size={18} />
          Make Groups
        </button>
      </DialogActions>
    </Dialog>
  );
}
