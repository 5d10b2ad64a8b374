import type { AckCallback } from './ack';
import { IdSchema } from './ids';
import { z } from './zod';

/** Random Student, asked for by one of the class's teacher's devices. */
export const RandomPickDrawSchema = z.strictObject({ classId: IdSchema });
export type RandomPickDrawPayload = z.infer<typeof RandomPickDrawSchema>;

/**
 * One Random Student pick as the server drew it (spec section 4): every device of the class
 * plays the same cycle from the same server time, so the highlight moves in step on the
 * phone, the teacher's board and the classroom display. Student ids only: each device has
 * the names and photos already.
 */
export interface RandomPick {
  classId: number;
  /** The students lit one after another while cycling, each for `ms`. */
  cycle: { studentId: number; ms: number }[];
  /** The student picked: lit once the cycle ends, for the spec's 5 s. */
  studentId: number;
  /** Server epoch ms when the cycle starts (a moment after the draw, so every device starts together). */
  startsAt: number;
  /** The server's time as it sent this, to check the device's clock against. */
  serverNow: number;
}

export interface RandomPickCommands {
  /**
   * Random Student (the class's teacher only). The answer is the pick every device is shown;
   * asked while a pick is still cycling, it is that pick (two devices pressing at once see
   * one pick, not two).
   */
  'pick:draw': (payload: RandomPickDrawPayload, ack: AckCallback<RandomPick>) => void;
}

export interface RandomPickEvents {
  /** A pick was drawn: every teacher device of the class and its displays play it. */
  'pick:drawn': (payload: RandomPick) => void;
}
