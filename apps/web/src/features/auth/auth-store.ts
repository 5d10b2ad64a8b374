import type { User } from '@classbeam/contracts';
import { create } from 'zustand';
import { fetchCurrentUser } from './auth-api';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

interface AuthState {
  status: AuthStatus;
  user: User | null;
  /** Asks the server who is signed in; runs once at start-up, before any route decides. */
  load: () => Promise<void>;
  setUser: (user: User | null) => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  status: 'loading',
  user: null,
  load: async () => {
    try {
      const user = await fetchCurrentUser();
      set({ user, status: user ? 'signed-in' : 'signed-out' });
    } catch (error) {
      // Server unreachable: show the public pages rather than a blank screen; the sign-in
      // form will report the outage if the teacher tries.
      console.error('Could not read the current user', error);
      set({ user: null, status: 'signed-out' });
    }
  },
  setUser: (user) => set({ user, status: user ? 'signed-in' : 'signed-out' }),
}));
