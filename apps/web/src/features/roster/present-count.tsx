import { presentCountLabel } from '@classbeam/domain';
import { useClassLive } from '../../lib/live/class-store';
import { UsersIcon } from '../../ui/icons';
import './teacher-dashboard.css';

/** 'X of Y present', once the roster is in. */
export function PresentCount() {
  const students = useClassLive((s) => s.students);
  const loaded = useClassLive((s) => s.loaded);
  if (!loaded) return null;
  return (
    <p className="present-count">
      <UsersIcon size={18} />
      {presentCountLabel(students)}
    </p>
  );
}
