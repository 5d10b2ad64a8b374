import { create } from 'zustand';

export type ToastVariant = 'success' | 'destructive' | 'warning' | 'default';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** One button beside the words (Undo); pressing it also closes the toast. */
  action?: { label: string; run: () => void };
  /** How long it stays unless paused; 5 s by default. */
  durationMs?: number;
}

interface ToastState {
  /** The spec allows one visible toast: a new one replaces whatever is showing. */
  current: Toast | null;
  show: (toast: Omit<Toast, 'id' | 'variant'> & { variant?: ToastVariant }) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  current: null,
  show: (toast) => set({ current: { variant: 'default', ...toast, id: nextId++ } }),
  // Dismissing by id keeps a late timer of an old toast from closing its replacement.
  dismiss: (id) => set((state) => (state.current?.id === id ? { current: null } : state)),
}));

/** For code outside React (event handlers, async flows): `toast({ title, description })`. */
export const toast: ToastState['show'] = (t) => useToastStore.getState().show(t);
