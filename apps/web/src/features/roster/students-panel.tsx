import type { StudentDto } from '@classbeam/contracts';
import { rosterOrder } from '@classbeam/domain';
import { type ReactNode, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useClassLive } from '../../lib/live/class-store';
import { tap } from '../../lib/live/class-sync';
import { ChevronDownIcon, ChevronUpIcon, ResetIcon } from '../../ui/classroom-icons';
import { UserPlusIcon } from '../../ui/icons';
import {
  AddStudentDialog,
  DeleteStudentDialog,
  EditStudentDialog,
  GoalDialog,
  PhotoDialog,
} from './lazy-dialogs';
import { type RowDialog, StudentRow } from './student-row';
import '../../ui/panel.css';
import '../../ui/point-buttons.css';
import './students-panel.css';

type OpenDialog = { kind: 'add' } | { kind: RowDialog; studentId: number } | null;

interface StudentsPanelProps {
  classId: number;
  /** More actions in the card's head (Copy Student Assessment Link), from their feature. */
  actions?: ReactNode;
  /** A student's own assessment dialog; with it, each row offers Assess. */
  assess?: (student: StudentDto, onClose: () => void) => ReactNode;
}

/** The student management card: count, Minimize/Expand, Add Student, bulk points, rows. */
export function StudentsPanel({ classId, actions, assess }: StudentsPanelProps) {
  const students = useClassLive((s) => s.students);
  const loaded = useClassLive((s) => s.loaded);
  const [collapsed, setCollapsed] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const listId = useId();
  const ordered = useMemo(() => rosterOrder(students), [students]);
  const onOpen = useCallback(
    (kind: RowDialog, student: StudentDto) => setDialog({ kind, studentId: student.id }),
    [],
  );
  const close = useCallback(() => setDialog(null), []);
  const openAdd = () => setDialog({ kind: 'add' });
  // Dialogs follow the live student: a rename or photo from another device shows in them too.
  const target =
    dialog && dialog.kind !== 'add' ? students.find((s) => s.id === dialog.studentId) : undefined;

  return (
    <section className="panel students-panel" aria-labelledby={`${listId}-title`}>
      <header className="panel-head">
        <h2 id={`${listId}-title`} className="panel-title">
          Students ({students.length})
        </h2>
        <div className="panel-actions">
          {actions}
          <button
            type="button"
            className="btn btn-ghost panel-toggle"
            // On a phone the word is hidden and only the chevron shows: the tooltip names it.
            title={collapsed ? 'Expand' : 'Minimize'}
            aria-expanded={!collapsed}
            aria-controls={listId}
            onClick={() => setCollapsed((c) => !c)}
          >
            {collapsed ? <ChevronDownIcon size={18} /> : <ChevronUpIcon size={18} />}
            <span className="narrow-hidden">{collapsed ? 'Expand' : 'Minimize'}</span>
          </button>
          <button type="button" className="btn btn-primary" onClick={openAdd}>
            <UserPlusIcon size={18} />
            Add Student
          </button>
        </div>
      </header>

      <div id={listId} hidden={collapsed}>
        {!loaded ? (
          <div className="students-loading" role="status">
            <span className="spinner" aria-hidden="true" />
            <p className="loading-text">Loading students...</p>
          </div>
        ) : students.length === 0 ? (
          <div className="students-empty">
            <span className="students-empty-icon">
              <UserPlusIcon size={30} />
            </span>
            <h3 className="students-empty-title">No Students Yet</h3>
            <p className="students-empty-text">Add your first student to get started</p>
            <button type="button" className="btn btn-primary students-empty-add" onClick={openAdd}>
              <UserPlusIcon size={18} />
              Add Student
            </button>
          </div>
        ) : (
          <>
            <fieldset className="bulk-bar">
              <legend className="bulk-label">Whole class</legend>
              <button
                type="button"
                className="btn bulk-plus"
                onClick={() => tap({ kind: 'class-points', delta: 1 })}
              >
                All +1
              </button>
              <button
                type="button"
                className="btn bulk-minus"
                onClick={() => tap({ kind: 'class-points', delta: -1 })}
              >
                All -1
              </button>
              <button
                type="button"
                className="btn bulk-reset"
                onClick={() => tap({ kind: 'reset-points' })}
              >
                <ResetIcon size={17} />
                Reset to 5
              </button>
            </fieldset>
            <ul className="student-list">
              {ordered.map((student) => (
                <StudentRow
                  key={student.id}
                  student={student}
                  onOpen={onOpen}
                  canAssess={assess !== undefined}
                />
              ))}
            </ul>
          </>
        )}
      </div>

      <Suspense fallback={null}>
        {dialog?.kind === 'add' && <AddStudentDialog classId={classId} onClose={close} />}
        {dialog?.kind === 'photo' && target && <PhotoDialog student={target} onClose={close} />}
        {dialog?.kind === 'goal' && target && <GoalDialog student={target} onClose={close} />}
        {dialog?.kind === 'delete' && target && (
          <DeleteStudentDialog student={target} onClose={close} />
        )}
        {dialog?.kind === 'edit' && target && (
          <EditStudentDialog student={target} onClose={close} />
        )}
        {dialog?.kind === 'assess' && target && assess?.(target, close)}
      </Suspense>
    </section>
  );
}
