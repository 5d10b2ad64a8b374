import type { BirthDatesInput, BirthDatesResult } from '@classbeam/contracts';
import { api } from '../../lib/api-client';

/** One save of the whole-class table (decision 0141): every device reads the roster again. */
export const saveBirthDates = (classId: number, birthDates: BirthDatesInput['birthDates']) =>
  api.put<BirthDatesResult>(`/api/classes/${classId}/birth-dates`, { birthDates });
