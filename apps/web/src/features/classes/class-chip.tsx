import type { ClassDto } from '@classbeam/contracts';
import { Link } from 'react-router-dom';
import { gradeLabel } from '../../lib/grade-label';
import { ScheduleTag } from './schedule-tag';
import './class-link.css';
import './class-chip.css';

/** A class in a calendar day: small, but still a full-size touch target. */
export function ClassChip({ cls }: { cls: ClassDto }) {
  const grade = gradeLabel(cls.grade);
  return (
    <Link to={`/classroom/${cls.id}`} className="class-link class-chip">
      <span className="class-chip-name">{cls.name}</span>
      <span className="class-chip-meta">
        {grade && <span className="class-chip-grade">{grade}</span>}
        <ScheduleTag cls={cls} />
      </span>
    </Link>
  );
}
