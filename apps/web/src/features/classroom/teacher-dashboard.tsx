import { UserPlusIcon } from '../../ui/icons';

/** Step 1: the roster card with its empty state; students arrive with the roster feature. */
export function TeacherDashboard() {
  const students: readonly unknown[] = [];
  return (
    <div className="dashboard">
      <section className="panel" aria-labelledby="students-title">
        <header className="panel-head">
          <h2 id="students-title" className="panel-title">
            Students ({students.length})
          </h2>
        </header>
        <div className="students-empty">
          <span className="students-empty-icon">
            <UserPlusIcon size={30} />
          </span>
          <h3 className="students-empty-title">No Students Yet</h3>
          <p className="students-empty-text">Add your first student to get started</p>
        </div>
      </section>
    </div>
  );
}
