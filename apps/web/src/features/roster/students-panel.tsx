import type { StudentDto } from '@classbeam/contracts';
import { nameMatches, sortRoster } from '@classbeam/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { formatNumber } from '../../lib/i18n/format';
import { withMessages } from '../../lib/i18n/with-messages';
import { useClassLive } from '../../lib/live/class-store';
import { ChevronDownIcon, ChevronUpIcon } from '../../ui/classroom-icons';
import { UserPlusIcon } from '../../ui/icons';
import { BulkBar } from './bulk-bar';
import {
  AddStudentDialog,
  DeleteStudentDialog,
  EditStudentDialog,
  GoalDialog,
  PhotoDialog,
  StudentSheet,
} from './lazy-dialogs';
import { PresentCount } from './present-count';
import { RosterTools, useRosterSort } from './roster-tools';
import { type RowDialog, StudentRow } from './student-row';
import '../../ui/panel.css';
import '../../ui/point-buttons.css';
import './students-panel.css';

const SkillTip = lazy(() => withMessages(import('./skill-tip'), ['roster.later']));

type OpenDialog =
  | { kind: 'add' }
  /** `back`: opened from the student's sheet, so closing it returns there. */
  | { kind: RowDialog | 'sheet'; studentId: number; back?: boolean }
  | null;

interface StudentsPanelProps {
  classId: number;
  /** More actions in the card's head (Copy Student Assessment Link), from their feature. */
  actions?: ReactNode;
  /** A student's own assessment dialog; with it, each row offers Assess. */
  assess?: (student: StudentDto, onClose: () => void) => ReactNode;
  /** A student's history dialog; with it, the student's sheet offers History. */
  history?: (student: StudentDto, onClose: () => void) => ReactNode;
  /** The phone's Students tab: the card is the page, so it has nothing to minimise. */
  fill?: boolean;
}

/**
 * The student management card: count, Minimize/Expand, Add Student, search and order, bulk
 * points, rows. A row's name opens the student's sheet (photo, notes, goal, birth date).
 */
export function StudentsPanel({ classId, actions, assess, history, fill }: StudentsPanelProps) {
  const { t } = useLingui();
  const students = useClassLive((s) => s.students);
  const count = formatNumber(students.length);
  const loaded = useClassLive((s) => s.loaded);
  const [collapsed, setCollapsed] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useRosterSort();
  const listId = useId();
  const ordered = useMemo(() => sortRoster(students, sort), [students, sort]);
  const shown = useMemo(
    () => (query ? ordered.filter((s) => nameMatches(s.name, query)) : ordered),
    [ordered, query],
  );
  const onOpen = useCallback(
    (kind: RowDialog | 'sheet', student: StudentDto) => setDialog({ kind, studentId: student.id }),
    [],
  );
  const close = useCallback(() => setDialog(null), []);
  // Where the skills are, said once while the class has some to give (decision 0163). The tip's
  // code loads apart and knows whether it was seen and whether the class has skills: the
  // dashboard's first load carries none of it.
  const openAdd = () => setDialog({ kind: 'add' });
  // Dialogs follow the live student: a rename or photo from another device shows in them too.
  const target =
    dialog && dialog.kind !== 'add' ? students.find((s) => s.id === dialog.studentId) : undefined;
  // From the sheet, a dialog opens over it and closing that dialog goes back to the sheet.
  const fromSheet = (kind: RowDialog, student: StudentDto) =>
    setDialog({ kind, studentId: student.id, back: true });
  const back =
    dialog && 'back' in dialog && dialog.back && target
      ? () => setDialog({ kind: 'sheet', studentId: target.id })
      : close;

  return (
    <section
      className={`panel students-panel${fill ? ' students-fill' : ''}`}
      aria-labelledby={`${listId}-title`}
    >
      <header className="panel-head">
        <h2 id={`${listId}-title`} className="panel-title">
          {t`Students (${count})`}
        </h2>
        {fill && <PresentCount />}
        <div className="panel-actions">
          {actions}
          {!fill && (
            <button
              type="button"
              className="btn btn-ghost panel-toggle"
              // On a phone the word is hidden and only the chevron shows: the tooltip names it.
              title={collapsed ? t`Expand` : t`Minimize`}
              aria-expanded={!collapsed}
              aria-controls={listId}
              onClick={() => setCollapsed((c) => !c)}
            >
              {collapsed ? <ChevronDownIcon size={18} /> : <ChevronUpIcon size={18} />}
              <span className="narrow-hidden">{collapsed ? t`Expand` : t`Minimize`}</span>
            </button>
          )}
          <button
            type="button"
            className={`btn btn-primary${fill ? ' students-add-icon' : ''}`}
            onClick={openAdd}
          >
            <UserPlusIcon size={20} />
            {/* The phone's head line is full: the picture alone, the words its name. */}
            <span className={fill ? 'visually-hidden' : undefined}>
              <Trans>Add Student</Trans>
            </span>
          </button>
        </div>
      </header>

      <div id={listId} hidden={collapsed}>
        {!loaded ? (
          <div className="students-loading" role="status">
            <span className="spinner" aria-hidden="true" />
            <p className="loading-text">
              <Trans>Loading students...</Trans>
            </p>
          </div>
        ) : students.length === 0 ? (
          <div className="students-empty">
            <span className="students-empty-icon">
              <UserPlusIcon size={30} />
            </span>
            <h3 className="students-empty-title">
              <Trans>No Students Yet</Trans>
            </h3>
            <p className="students-empty-text">
              <Trans>Add your first student to get started</Trans>
            </p>
            <button type="button" className="btn btn-primary students-empty-add" onClick={openAdd}>
              <UserPlusIcon size={18} />
              <Trans>Add Student</Trans>
            </button>
          </div>
        ) : (
          <>
            <RosterTools
              query={query}
              onQuery={setQuery}
              sort={sort}
              onSort={setSort}
              count={students.length}
            />
            <BulkBar />
            <Suspense fallback={null}>
              <SkillTip />
            </Suspense>
            {shown.length === 0 ? (
              <p className="students-no-match" role="status">
                <Trans>
                  No student matches “{query}”.{' '}
                  <button type="button" className="link-button" onClick={() => setQuery('')}>
                    Show everyone
                  </button>
                </Trans>
              </p>
            ) : (
              <ul className="student-list">
                {shown.map((student) => (
                  <StudentRow
                    key={student.id}
                    student={student}
                    onOpen={onOpen}
                    canAssess={assess !== undefined}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </div>

      <Suspense fallback={null}>
        {dialog?.kind === 'add' && <AddStudentDialog classId={classId} onClose={close} />}
        {dialog?.kind === 'sheet' && target && (
          <StudentSheet
            student={target}
            onOpen={fromSheet}
            canAssess={assess !== undefined}
            canShowHistory={history !== undefined}
            onClose={close}
          />
        )}
        {dialog?.kind === 'photo' && target && <PhotoDialog student={target} onClose={back} />}
        {dialog?.kind === 'goal' && target && <GoalDialog student={target} onClose={back} />}
        {dialog?.kind === 'delete' && target && (
          <DeleteStudentDialog student={target} onClose={close} />
        )}
        {dialog?.kind === 'edit' && target && <EditStudentDialog student={target} onClose={back} />}
        {dialog?.kind === 'assess' && target && assess?.(target, back)}
        {dialog?.kind === 'history' && target && history?.(target, back)}
      </Suspense>
    </section>
  );
}
