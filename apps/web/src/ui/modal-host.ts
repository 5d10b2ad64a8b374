import { create } from 'zustand';

/**
 * The open modal dialogs, innermost last. A modal <dialog> makes everything outside it inert
 * (a popover too), so a toast raised while one is open must render inside it to be seen,
 * read out and dismissed.
 */
interface ModalHostState {
  stack: HTMLElement[];
  push: (element: HTMLElement) => void;
  remove: (element: HTMLElement) => void;
}

export const useModalHostStore = create<ModalHostState>()((set) => ({
  stack: [],
  push: (element) => set((s) => ({ stack: [...s.stack, element] })),
  remove: (element) => set((s) => ({ stack: s.stack.filter((e) => e !== element) })),
}));
