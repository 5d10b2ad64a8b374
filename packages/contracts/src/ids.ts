import { MAX_ID } from './constants';
import { z } from './zod';

/**
 * An id as a client sends it: a positive number PostgreSQL's integer columns can hold. A
 * larger one is refused here with a 400, not by the database as an error.
 */
export const IdSchema = z.number().int().positive().max(MAX_ID);
