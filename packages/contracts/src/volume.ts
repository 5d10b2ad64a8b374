import type { AckCallback } from './ack';
import { IdSchema } from './ids';
import { z } from './zod';

/** The device that listens for a class (one at a time), as every device of the class sees it. */
export interface VolumeListener {
  /** Says which device listens, e.g. "Classroom display" or "Rosa's phone" (the device names itself). */
  label: string;
  /** When it started listening (ISO). */
  since: string;
}

/**
 * "Listen here" (on) or stop listening (off), from a teacher's device or the class's display
 * link. The label names the device to the others; a display is always 'Classroom display' (domain DOMAIN_TEXTS).
 */
export const VolumeListenSchema = z.strictObject({
  classId: IdSchema,
  listen: z.boolean(),
  label: z.string().trim().min(1).max(40).optional(),
});
export type VolumeListenPayload = z.infer<typeof VolumeListenSchema>;

/**
 * A device that shows the meter asks for the levels (on) or stops (off). Levels go only to
 * such devices: most of a class's devices never draw the meter, and 31 copies of 4 levels a
 * second in every listening class cost the taps their latency (F7).
 */
export const VolumeWatchSchema = z.strictObject({
  classId: IdSchema,
  watch: z.boolean(),
});
export type VolumeWatchPayload = z.infer<typeof VolumeWatchSchema>;

/**
 * Loudness readings (0-100) from the listening device, sent volatile: `level` is the newest,
 * `earlier` the quarter seconds before it, oldest first. The listener measures 4 a second and
 * sends them in pairs, 2 messages a second: each message is work for the server (F7).
 */
export const VolumeLevelSchema = z.strictObject({
  classId: IdSchema,
  level: z.number().min(0).max(100),
  earlier: z.array(z.number().min(0).max(100)).max(3).optional(),
});
export type VolumeLevelPayload = z.infer<typeof VolumeLevelSchema>;

/** The tally after a change, with the class version it made. */
export interface VolumeTally {
  classId: number;
  version: number;
  count: number;
}

/** What a device starts from: who listens, and the tally. */
export interface VolumeSnapshot {
  listener: VolumeListener | null;
  tallyCount: number;
}

export interface VolumeCommands {
  /** "Listen here" or stop (teachers only): the answer is the class's listener after it. */
  'volume:listen': (
    payload: VolumeListenPayload,
    ack: AckCallback<{ listener: VolumeListener | null }>,
  ) => void;
  /** A device that draws the meter starts (or stops) receiving the levels; teachers and displays. */
  'volume:watch': (payload: VolumeWatchPayload, ack: AckCallback<null>) => void;
  /** A loudness reading from the listening device; volatile, unanswered, never stored. */
  'volume:level': (payload: VolumeLevelPayload) => void;
}

export interface VolumeEvents {
  /** The listener's loudness (0-100), relayed to the devices that draw the meter; volatile. */
  'volume:level': (payload: { classId: number; level: number }) => void;
  /** Which device listens for the class now (null: none). */
  'volume:listener': (payload: { classId: number; listener: VolumeListener | null }) => void;
  /** The 'Too Loud' tally changed (a count, a reset, Start Class). */
  'volume:tally': (payload: VolumeTally) => void;
}
