import { create } from 'zustand';

/** Saving a schedule, group layout or class configuration needs a name after trimming (spec 5). */
export const configNameValid = (name: string) => name.trim().length > 0;

/** What every saved configuration has, whatever it saves. */
export interface SavedConfig {
  id: number;
  classId: number;
  name: string;
  description: string;
}

export interface ConfigMemory<T extends SavedConfig> {
  /** Per class: the configuration last loaded or saved on this device, which Update overwrites. */
  useCurrent: (classId: number) => T | null;
  remember: (config: T) => void;
  /** A deleted configuration can no longer be updated. */
  forget: (config: T) => void;
  /** The configuration this device last loaded or saved for the class, from an earlier visit. */
  recall: (classId: number) => void;
}

/**
 * Remembers, per class, the configuration of one kind (schedules, group layouts) last loaded
 * or saved (spec section 4: it can then be updated). Kept outside the cards, and in storage,
 * so a view switch or a reload does not forget it.
 */
export function configMemory<T extends SavedConfig>(kind: string): ConfigMemory<T> {
  const useStore = create<{ current: Record<number, T> }>()(() => ({ current: {} }));
  const key = (classId: number) => `classbeam:${kind}-config:${classId}`;
  const store = (classId: number, config: T | null) => {
    try {
      if (config) localStorage.setItem(key(classId), JSON.stringify(config));
      else localStorage.removeItem(key(classId));
    } catch {
      // Storage full or blocked: this tab still remembers it.
    }
  };
  const set = (classId: number, config: T | null) =>
    useStore.setState((s) => {
      const { [classId]: _old, ...rest } = s.current;
      return { current: config ? { ...rest, [classId]: config } : rest };
    });

  return {
    useCurrent: (classId) => useStore((s) => s.current[classId] ?? null),
    remember: (config) => {
      set(config.classId, config);
      store(config.classId, config);
    },
    forget: (config) => {
      if (useStore.getState().current[config.classId]?.id !== config.id) return;
      set(config.classId, null);
      store(config.classId, null);
    },
    recall: (classId) => {
      if (useStore.getState().current[classId]) return;
      try {
        const saved: unknown = JSON.parse(localStorage.getItem(key(classId)) ?? 'null');
        if (
          typeof saved === 'object' &&
          saved !== null &&
          'id' in saved &&
          typeof saved.id === 'number' &&
          'name' in saved &&
          typeof saved.name === 'string'
        ) {
          set(classId, saved as T);
        }
      } catch {
        // Unreadable: as if nothing had been saved.
      }
    },
  };
}
