import type { ClassDto } from '@classbeam/contracts';
import { ClassCard } from './class-card';

interface ClassListProps {
  classes: readonly ClassDto[];
  onDelete: (cls: ClassDto) => void;
}

export function ClassList({ classes, onDelete }: ClassListProps) {
  return (
    <ul className="class-grid" aria-label="All classes">
      {classes.map((cls) => (
        <ClassCard key={cls.id} cls={cls} onDelete={onDelete} />
      ))}
    </ul>
  );
}
