/** A bare number reads as a grade ('5' -> 'Grade 5'); anything else ('Year 7', 'K') stays. */
export function gradeLabel(grade: string | null): string | null {
  const value = grade?.trim();
  if (!value) return null;
  return /^\d{1,2}$/.test(value) ? `Grade ${value}` : value;
}
