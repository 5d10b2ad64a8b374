import type { ClassDto } from '@classbeam/contracts';
import { useLingui } from '@lingui/react/macro';
import { ClassCard } from './class-card';

interface ClassListProps {
  classes: readonly ClassDto[];
  onDelete: (cls: ClassDto) => void;
}

export function ClassList({ classes, onDelete }: ClassListProps) {
  const { t } = useLingui();
  return (
    <ul className="class-grid" aria-label={t`All classes`}>
      {classes.map((cls) => (
        <ClassCard key={cls.id} cls={cls} onDelete={onDelete} />
      ))}
    </ul>
  );
}
