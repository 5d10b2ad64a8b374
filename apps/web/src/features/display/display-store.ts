import type { PublicStudentDto } from '@classbeam/contracts';
import { create } from 'zustand';
import type { Mirror } from '../../lib/live/mirror';
import { type HeldRun, NO_RUN } from '../../lib/live/run-mirror';

export type DisplayStatus = 'loading' | 'ready' | 'revoked' | 'unreachable';

export interface DisplayState {
  status: DisplayStatus;
  /** The socket is up; while it is down the board shows the last state it had. */
  online: boolean;
  className: string;
  mirror: Mirror<PublicStudentDto>;
  runMirror: HeldRun;
}

export const initialDisplay = (): DisplayState => ({
  status: 'loading',
  online: false,
  className: '',
  mirror: { version: 0, confirmed: [], groups: [], outbox: [] },
  runMirror: NO_RUN,
});

/** The classroom display opened through a link: read-only, so no outbox, only the mirror. */
export const useDisplayStore = create<DisplayState>()(initialDisplay);
