import type { User } from '@classbeam/contracts';
import { create } from 'zustand';
import { ApiRequestError } from '../../lib/api-client';
import { fetchCurrentUser } from './auth-api';

/** 'offline': the installed app opened with no network (its shell came from the device). */
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out' | 'offline';

interface AuthState {
  status: AuthStatus;
  user: User | null;
  /** Asks the server who is signed in; runs once at start-up, before any route decides. */
  load: () => Promise<void>;
  setUser: (user: User | null) => void;
}

/** A proxy's own answer for a server behind it that did not answer. */
const GATEWAY_FAILURES = new Set([502, 503, 504]);

const serverAnswered = (error: unknown) =>
  error instanceof ApiRequestError &&
  !(GATEWAY_FAILURES.has(error.status) && error.apiError === null);

export const useAuthStore = create<AuthState>()((set) => ({
  status: 'loading',
  user: null,
  load: async () => {
    try {
      const user = await fetchCurrentUser();
      set({ user, status: user ? 'signed-in' : 'signed-out' });
    } catch (error) {
      // No answer at all: the installed app says it is offline (decision 0180); so does a
      // school's proxy answering for a server it cannot reach (502-504 with a page of its own,
      // not our error): the teacher is no more signed out than with no network (0182). Our
      // server answering with an error: the public pages rather than a blank screen; the
      // sign-in form will report the outage if the teacher tries.
      console.error('Could not read the current user', error);
      set({ user: null, status: serverAnswered(error) ? 'signed-out' : 'offline' });
    }
  },
  setUser: (user) => set({ user, status: user ? 'signed-in' : 'signed-out' }),
}));
