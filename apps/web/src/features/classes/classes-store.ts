import type { ClassDto } from '@classbeam/contracts';
import { create } from 'zustand';
import { listClasses } from './classes-api';

interface ClassesState {
  classes: ClassDto[];
  /** 'loading' only before the first answer; later refreshes keep showing the old list. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  load: () => Promise<void>;
}

// Mount, create and delete may each ask for the list; only the newest answer may land, so a
// slow answer from before a change can never overwrite the list from after it.
let latestRequest = 0;

export const useClassesStore = create<ClassesState>()((set, get) => ({
  classes: [],
  status: 'idle',
  load: async () => {
    const request = ++latestRequest;
    if (get().status !== 'ready') set({ status: 'loading' });
    try {
      const classes = await listClasses();
      if (request === latestRequest) set({ classes, status: 'ready' });
    } catch (error) {
      console.error('Could not load classes', error);
      if (request === latestRequest && get().status !== 'ready') set({ status: 'error' });
    }
  },
}));
