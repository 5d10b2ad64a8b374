import { ERROR_CODES } from './constants';
import { z } from './zod';

export const ApiErrorSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  /**
   * A date of birth the iPad sent did not match (401 authentication_failed) or the student is
   * locked (403 student_locked): how many tries the student has left today.
   */
  triesLeft: z.number().int().min(0).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
