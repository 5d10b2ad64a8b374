import { presentCountLabel } from '@classbeam/domain';
import { useState } from 'react';
import { useClassLive } from '../../lib/live/class-store';
import { LinkIcon } from '../../ui/classroom-icons';
import { UsersIcon } from '../../ui/icons';
import { DisplayLinksDialog } from './display-links-dialog';
import { StudentsPanel } from './students-panel';
import { SyncStatus } from './sync-status';
import './roster.css';

/** The teacher's phone view: who is here, the roster, and the way onto the classroom display. */
export function TeacherDashboard({ classId }: { classId: number }) {
  const students = useClassLive((s) => s.students);
  const loaded = useClassLive((s) => s.loaded);
  const [linksOpen, setLinksOpen] = useState(false);

  return (
    <div className="dashboard">
      <div className="dashboard-bar">
        <div className="dashboard-status">
          {loaded && (
            <p className="present-count">
              <UsersIcon size={18} />
              {presentCountLabel(students)}
            </p>
          )}
          <SyncStatus />
        </div>
        <button type="button" className="btn" onClick={() => setLinksOpen(true)}>
          <LinkIcon size={18} />
          Display link
        </button>
      </div>
      <StudentsPanel classId={classId} />
      {linksOpen && <DisplayLinksDialog classId={classId} onClose={() => setLinksOpen(false)} />}
    </div>
  );
}
