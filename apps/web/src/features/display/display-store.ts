import type { PublicPrefs, PublicStudentDto, RandomPick, SkillDto } from '@classbeam/contracts';
import { create } from 'zustand';
import {
  type HeardAwards,
  type HeldVolume,
  NO_VOLUME,
  type Versioned,
} from '../../lib/live/class-extras';
import type { Mirror } from '../../lib/live/mirror';
import { type HeldRun, NO_RUN } from '../../lib/live/run-mirror';

export type DisplayStatus = 'loading' | 'ready' | 'revoked' | 'unreachable';

export interface DisplayState {
  status: DisplayStatus;
  /**
   * The socket is up, or still making its first connection (the snapshot just came over
   * HTTP, so the board is current). While it is down the board shows the last state it had
   * under a 'Reconnecting' note.
   */
  online: boolean;
  className: string;
  classId: number | null;
  /** The display link this page opened (the award sound plays on the one the teacher chose). */
  linkId: number | null;
  mirror: Mirror<PublicStudentDto>;
  runMirror: HeldRun;
  prefs: Versioned<PublicPrefs> | null;
  volume: HeldVolume;
  /** The latest Random Student pick heard (features/random-pick). */
  pick: RandomPick | null;
  /** The class's skills (the board names the skill of an award). */
  skills: readonly SkillDto[];
  /** The latest awards heard (features/skills). */
  awards: HeardAwards | null;
  /** The class key for the self-assessment QR code, held only while the page is open. */
  selfAssessmentKey: string | null;
  /** Until when the self-assessment page is open (ISO); the QR code shows only then. */
  selfAssessmentOpenUntil: string | null;
}

export const initialDisplay = (): DisplayState => ({
  status: 'loading',
  // Not 'Reconnecting' on a fresh page: the note (and the board jumping under it) is for a
  // connection that was lost or refused.
  online: true,
  className: '',
  classId: null,
  linkId: null,
  mirror: { version: 0, confirmed: [], groups: [], outbox: [] },
  runMirror: NO_RUN,
  prefs: null,
  volume: NO_VOLUME,
  pick: null,
  skills: [],
  awards: null,
  selfAssessmentKey: null,
  selfAssessmentOpenUntil: null,
});

/** The classroom display opened through a link: read-only, so no outbox, only the mirror. */
export const useDisplayStore = create<DisplayState>()(initialDisplay);
