import type { PublicPrefs, PublicStudentDto, RandomPick } from '@classbeam/contracts';
import { create } from 'zustand';
import { type HeldVolume, NO_VOLUME, type Versioned } from '../../lib/live/class-extras';
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
  mirror: Mirror<PublicStudentDto>;
  runMirror: HeldRun;
  prefs: Versioned<PublicPrefs> | null;
  volume: HeldVolume;
  /** The latest Random Student pick heard (features/random-pick). */
  pick: RandomPick | null;
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
  mirror: { version: 0, confirmed: [], groups: [], outbox: [] },
  runMirror: NO_RUN,
  prefs: null,
  volume: NO_VOLUME,
  pick: null,
  selfAssessmentKey: null,
  selfAssessmentOpenUntil: null,
});

/** The classroom display opened through a link: read-only, so no outbox, only the mirror. */
export const useDisplayStore = create<DisplayState>()(initialDisplay);
