import type { ClassDto } from '@classbeam/contracts';
import type { ClassRow } from '../../db/schema';

export function toClassDto(row: ClassRow): ClassDto {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    grade: row.grade,
    description: row.description,
    scheduledDate: row.scheduled_date,
    dayOfWeek: row.day_of_week,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
