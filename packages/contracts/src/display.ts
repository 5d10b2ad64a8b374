import type { AckCallback } from './ack';
import type { ClassRun, PublicPrefs } from './class-run';
import type { PublicGroupDto } from './groups';
import type { SkillDto } from './skills';
import type { PublicStudentDto } from './students';
import type { VolumeSnapshot } from './volume';

/** A read-only link that opens the scoreboard on another device without signing in. */
export interface DisplayLinkDto {
  id: number;
  classId: number;
  /** Path on our origin, e.g. /display/Xy...; the token in it is the whole capability. */
  path: string;
  createdAt: string;
}

export interface DisplaySnapshot {
  classId: number;
  /** The link this display opened: the award sound plays where the teacher chose it. */
  linkId: number;
  className: string;
  version: number;
  students: PublicStudentDto[];
  groups: PublicGroupDto[];
  /** The class's skills, so the board names the skill of an award. */
  skills: SkillDto[];
  volume: VolumeSnapshot;
  prefs: PublicPrefs;
  run: ClassRun;
  serverNow: number;
  /**
   * The class key for the self-assessment QR code, only while the page is open (student
   * assessment on, window not past on the server clock): the display in the room is where
   * students scan it then. Null otherwise, so a link that travelled holds no key between
   * lessons.
   */
  selfAssessmentKey: string | null;
  /** Until when the self-assessment page is open (ISO), or null while it is closed. */
  selfAssessmentOpenUntil: string | null;
}

export interface DisplayCommands {
  /** A display link's socket asks for its board (the only command a display sends but volume's). */
  'display:snapshot': (payload: Record<string, never>, ack: AckCallback<DisplaySnapshot>) => void;
}

export interface DisplayEvents {
  /** Sent to a display just before the server closes it: its link was revoked. */
  'display:revoked': (payload: { classId: number }) => void;
  /**
   * A display link of the class was created or revoked (teachers' devices only): an open
   * Display link dialog on another device reads its list again.
   */
  'display-links:changed': (payload: { classId: number }) => void;
}
