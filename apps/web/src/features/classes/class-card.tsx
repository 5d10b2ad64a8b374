import type { ClassDto } from '@classbeam/contracts';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { gradeLabel } from '../../lib/grade-label';
import { CalendarIcon, TrashIcon } from '../../ui/icons';
import { createdLabel, scheduleLabel } from './class-labels';
import { ScheduleTag } from './schedule-tag';
import './class-link.css';
import './class-card.css';

interface ClassCardProps {
  cls: ClassDto;
  onDelete: (cls: ClassDto) => void;
}

/**
 * The whole card is one link (selecting a class is a navigation); the delete button sits
 * beside it, not inside, because a button inside a link is invalid and unreachable.
 */
export function ClassCard({ cls, onDelete }: ClassCardProps) {
  const { t } = useLingui();
  const grade = gradeLabel(cls.grade);
  const name = cls.name;
  return (
    <li className="class-card">
      <Link to={`/classroom/${cls.id}`} className="class-link class-card-link">
        <span className="class-card-tag">
          <ScheduleTag cls={cls} />
        </span>
        <span className="class-card-name">{cls.name}</span>
        {grade && <span className="class-card-grade">{grade}</span>}
        {cls.description && <span className="class-card-description">{cls.description}</span>}
        <span className="class-card-meta">
          <span className="class-card-when">
            <CalendarIcon size={16} />
            {scheduleLabel(cls)}
          </span>
          <span className="class-card-created">{createdLabel(cls.createdAt)}</span>
        </span>
      </Link>
      <button
        type="button"
        className="class-card-delete"
        aria-label={t`Delete ${name}`}
        title={t`Delete ${name}`}
        onClick={() => onDelete(cls)}
      >
        <TrashIcon size={18} />
      </button>
    </li>
  );
}
