import type { ClassDto } from '@classbeam/contracts';
import { scheduleKind } from '@classbeam/domain';
import { KIND_LABELS } from './class-labels';

export function ScheduleTag({ cls }: { cls: Pick<ClassDto, 'dayOfWeek' | 'scheduledDate'> }) {
  const kind = scheduleKind(cls);
  return <span className={`tag tag-${kind}`}>{KIND_LABELS[kind]}</span>;
}
