import { isPresent } from '@classbeam/domain';
import { Plural } from '@lingui/react/macro';
import { useClassLive } from '../../lib/live/class-store';
import { UsersIcon } from '../../ui/icons';
import './teacher-dashboard.css';

/** 'X of Y present', once the roster is in. */
export function PresentCount() {
  const students = useClassLive((s) => s.students);
  const loaded = useClassLive((s) => s.loaded);
  if (!loaded) return null;
  const present = students.filter(isPresent).length;
  const total = students.length;
  return (
    <p className="present-count">
      <UsersIcon size={18} />
      {/* The spec's 'X of Y present' (domain's presentCountLabel): Spanish agrees with X. */}
      <Plural value={present} one={`# of ${total} present`} other={`# of ${total} present`} />
    </p>
  );
}
