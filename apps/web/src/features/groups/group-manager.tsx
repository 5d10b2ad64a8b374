import type { PublicGroupDto, StudentDto } from '@classbeam/contracts';
import { GROUPS_PER_CLASS_MAX } from '@classbeam/contracts/constants';
import { availableStudents } from '@classbeam/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type CSSProperties,
  lazy,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { openAwardPicker } from '../../lib/award-picker';
import { useClassLive } from '../../lib/live/class-store';
import { tapUndoable } from '../../lib/live/undo';
import { teamAverage } from '../../lib/teams';
import {
  ChevronDownIcon,
  ChevronUpIcon,
  FolderIcon,
  PencilIcon,
  SaveIcon,
  StarIcon,
} from '../../ui/classroom-icons';
import { ExplainedButton } from '../../ui/explained-button';
import { PlusIcon, TrashIcon, UsersIcon } from '../../ui/icons';
import { DiceIcon, RefreshIcon } from '../../ui/lesson-icons';
import { TeamScore } from '../../ui/team-score';
import type { GroupDialog } from './group-dialogs';
import { groupLayouts } from './groups-api';
import '../../ui/panel.css';
import '../../ui/point-buttons.css';
import './group-manager.css';
import './group-dialogs.css';
import { withMessages } from '../../lib/i18n/with-messages';

/* The dialogs are their own chunk: a lesson opens them now and then, never on first paint. */
const GroupDialogs = lazy(() =>
  withMessages(import('./group-dialogs'), [
    'groups.later',
    'lib',
    'server-texts',
    'ui',
    'ui.later',
  ]),
);

/**
 * The Group Manager card (spec section 2): teams by hand or at random, a point for a team, and
 * saved layouts. Every student is moved by tapping their name and choosing a group: no drag,
 * so it works one-handed on a phone and by keyboard.
 */
export function GroupManager({ classId }: { classId: number }) {
  const { t } = useLingui();
  const groups = useClassLive((s) => s.mirror.groups);
  const students = useClassLive((s) => s.students);
  const loaded = useClassLive((s) => s.loaded);
  const layout = groupLayouts.useCurrent(classId);
  const [dialog, setDialog] = useState<GroupDialog | null>(null);
  const [collapsed, setCollapsed] = useState(false);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => groupLayouts.recall(classId), [classId]);

  const byId = useMemo(() => new Map(students.map((s) => [s.id, s])), [students]);
  const grouped = useMemo(
    () => new Set(groups.flatMap((g) => g.members.map((m) => m.id))),
    [groups],
  );
  const free = useMemo(() => availableStudents(students, grouped), [students, grouped]);
  const away = students.filter((s) => s.attendanceStatus === 'absent' && !grouped.has(s.id));
  const here = students.filter((s) => s.attendanceStatus !== 'absent').length;
  // Where the keyboard goes after a dialog: after a member's, their own chip wherever it is
  // now (a move draws it anew in its group when the change comes back); after any other, its
  // opener, else "New Group" (a deleted group takes its edit button with it, Clear all goes
  // disabled).
  const panelRef = useRef<HTMLElement>(null);
  const newGroupRef = useRef<HTMLButtonElement>(null);
  const returnFocus = (opener: HTMLElement | null) =>
    dialog?.kind === 'member'
      ? panelRef.current?.querySelector<HTMLElement>(`[data-student-chip="${dialog.studentId}"]`)
      : opener?.isConnected && !opener.matches(':disabled')
        ? opener
        : newGroupRef.current;
  const close = () => setDialog(null);
  const groupCount = groups.length;
  const freeCount = free.length;
  const layoutName = layout?.name;
  const freeLabel = (studentName: string) => t`${studentName}: add to a group`;

  return (
    <section ref={panelRef} className="panel group-panel" aria-labelledby={titleId}>
      <header className="panel-head">
        <h2 id={titleId} className="panel-title">
          {groupCount > 0 ? t`Groups (${groupCount})` : t`Groups`}
        </h2>
        <div className="panel-actions">
          <button
            type="button"
            className="btn btn-ghost panel-toggle"
            title={collapsed ? t`Expand` : t`Minimize`}
            aria-label={collapsed ? t`Expand groups` : t`Minimize groups`}
            aria-expanded={!collapsed}
            aria-controls={bodyId}
            onClick={() => setCollapsed((c) => !c)}
          >
            {collapsed ? <ChevronDownIcon size={18} /> : <ChevronUpIcon size={18} />}
          </button>
          <ExplainedButton
            className="btn"
            disabled={!loaded}
            reason={
              here === 0 ? t`Random groups need at least one student who is here.` : undefined
            }
            onClick={() => setDialog({ kind: 'random' })}
          >
            <DiceIcon size={18} />
            <Trans>Random</Trans>
          </ExplainedButton>
          <ExplainedButton
            ref={newGroupRef}
            className="btn btn-primary"
            disabled={!loaded}
            reason={
              groups.length >= GROUPS_PER_CLASS_MAX
                ? plural(GROUPS_PER_CLASS_MAX, {
                    one: 'A class can have at most # group.',
                    other: 'A class can have at most # groups.',
                  })
                : undefined
            }
            onClick={() => setDialog({ kind: 'create' })}
          >
            <PlusIcon size={18} />
            <Trans>New Group</Trans>
          </ExplainedButton>
        </div>
      </header>

      <div id={bodyId} hidden={collapsed}>
        {loaded && groups.length === 0 && (
          <div className="group-empty">
            <span className="group-empty-icon">
              <UsersIcon size={28} />
            </span>
            <p className="group-empty-title">
              <Trans>No groups yet</Trans>
            </p>
            <p className="group-empty-text">
              <Trans>
                Make random teams from the students who are here, or build them by hand.
              </Trans>
            </p>
          </div>
        )}

        {groups.length > 0 && (
          <ul className="group-list">
            {groups.map((group) => (
              <GroupCard
                key={group.id}
                group={group}
                byId={byId}
                average={teamAverage(group, students)}
                onEdit={() => setDialog({ kind: 'edit', groupId: group.id })}
                onAdd={() => setDialog({ kind: 'add', groupId: group.id })}
                onMember={(studentId) => setDialog({ kind: 'member', studentId })}
              />
            ))}
          </ul>
        )}

        {groups.length > 0 && (free.length > 0 || away.length > 0) && (
          <div className="group-free">
            <h3 className="group-free-title">
              <Trans>Not in a group ({freeCount})</Trans>
            </h3>
            <ul className="member-chips">
              {free.map((s) => (
                <li key={s.id}>
                  <button
                    type="button"
                    className="member-chip"
                    data-student-chip={s.id}
                    aria-label={freeLabel(s.name)}
                    onClick={() => setDialog({ kind: 'member', studentId: s.id })}
                  >
                    {s.name}
                  </button>
                </li>
              ))}
              {away.map((s) => (
                <li key={s.id}>
                  <span className="member-chip member-away">
                    {s.name}
                    <span className="member-tag">
                      <Trans>Absent</Trans>
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}

        <footer className="group-foot">
          <button
            type="button"
            className="btn"
            disabled={groups.length === 0}
            onClick={() => setDialog({ kind: 'save' })}
          >
            <SaveIcon size={16} />
            <Trans>Save</Trans>
          </button>
          <ExplainedButton
            className="btn"
            disabled={groups.length === 0}
            reason={layout ? undefined : t`Save or load a layout first; Update then saves over it.`}
            onClick={() => setDialog({ kind: 'update' })}
          >
            <RefreshIcon size={16} />
            <Trans>Update</Trans>
          </ExplainedButton>
          <button type="button" className="btn" onClick={() => setDialog({ kind: 'load' })}>
            <FolderIcon size={16} />
            <Trans>Load</Trans>
          </button>
          <button
            type="button"
            className="btn"
            disabled={students.length < 2}
            onClick={() => setDialog({ kind: 'keep-apart' })}
          >
            <UsersIcon size={16} />
            <Trans>Keep apart</Trans>
          </button>
          <button
            type="button"
            className="btn group-clear"
            disabled={groups.length === 0}
            onClick={() => setDialog({ kind: 'clear' })}
          >
            <TrashIcon size={16} />
            <Trans>Clear all</Trans>
          </button>
          {layout && (
            <p className="group-layout-name">
              <Trans>Layout: {layoutName}</Trans>
            </p>
          )}
        </footer>
      </div>

      {dialog && (
        <Suspense fallback={null}>
          <GroupDialogs
            dialog={dialog}
            classId={classId}
            onClose={close}
            returnFocus={returnFocus}
          />
        </Suspense>
      )}
    </section>
  );
}

interface GroupCardProps {
  group: PublicGroupDto;
  byId: ReadonlyMap<number, StudentDto>;
  average: number | null;
  onEdit: () => void;
  onAdd: () => void;
  onMember: (studentId: number) => void;
}

function GroupCard({ group, byId, average, onEdit, onAdd, onMember }: GroupCardProps) {
  const { t } = useLingui();
  const headingId = useId();
  const groupName = group.name;
  return (
    <li
      className="group-card"
      style={{ '--team': group.color } as CSSProperties}
      aria-labelledby={headingId}
    >
      <div className="group-card-head">
        <span className="group-swatch" aria-hidden="true" />
        <h3 id={headingId} className="group-name">
          {group.name}
        </h3>
        <span className="group-total">
          <TeamScore average={average} />
        </span>
        <button
          type="button"
          className="btn btn-ghost btn-icon"
          aria-label={t`Edit ${groupName}`}
          onClick={onEdit}
        >
          <PencilIcon size={18} />
        </button>
      </div>
      <ul className="member-chips">
        {group.members.map((m) => {
          const absent = byId.get(m.id)?.attendanceStatus === 'absent';
          const memberName = m.name;
          return (
            <li key={m.id}>
              <button
                type="button"
                className={`member-chip${absent ? ' member-away' : ''}`}
                data-student-chip={m.id}
                aria-label={
                  absent
                    ? t`${memberName} (absent): move or remove`
                    : t`${memberName}: move or remove`
                }
                onClick={() => onMember(m.id)}
              >
                {m.name}
                {absent && (
                  <span className="member-tag">
                    <Trans>Absent</Trans>
                  </span>
                )}
              </button>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className="member-chip member-add"
            aria-label={t`Add students to ${groupName}`}
            onClick={onAdd}
          >
            <PlusIcon size={14} />
            <Trans>Add</Trans>
          </button>
        </li>
      </ul>
      <div className="group-points">
        <button
          type="button"
          className="btn bulk-minus"
          aria-label={`${group.name} -1`}
          onClick={() =>
            tapUndoable({ kind: 'group-points', groupId: group.id, delta: -1 }, `${group.name} -1`)
          }
        >
          -1
        </button>
        <button
          type="button"
          className="btn bulk-plus"
          aria-label={`${group.name} +1`}
          onClick={() =>
            tapUndoable({ kind: 'group-points', groupId: group.id, delta: 1 }, `${group.name} +1`)
          }
        >
          +1
        </button>
        <button
          type="button"
          className="btn group-skill"
          aria-label={t`Give ${groupName} a skill`}
          onClick={() => openAwardPicker({ kind: 'group', groupId: group.id, name: group.name })}
        >
          <StarIcon size={17} />
          <Trans>Skill</Trans>
        </button>
      </div>
    </li>
  );
}
