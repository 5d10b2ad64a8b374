import type { StudentDto } from '@classbeam/contracts';

/**
 * A student as an HTTP answer returned it (after add, rename, photo, note or goal). Points and
 * attendance are left as the confirmed state has them: those only change through versioned
 * events, and an HTTP answer can be older or newer than the version we hold.
 */
export function upsertStudent(confirmed: readonly StudentDto[], dto: StudentDto): StudentDto[] {
  const index = confirmed.findIndex((s) => s.id === dto.id);
  const current = confirmed[index];
  if (!current) return [...confirmed, dto].sort((a, b) => a.id - b.id);
  const merged = { ...dto, points: current.points, attendanceStatus: current.attendanceStatus };
  return confirmed.map((s, i) => (i === index ? merged : s));
}

export function removeStudent(confirmed: readonly StudentDto[], id: number): StudentDto[] {
  return confirmed.filter((s) => s.id !== id);
}
