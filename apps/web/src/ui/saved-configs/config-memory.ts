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

export interface ConfigMemory {
  /** Per class: the configuration last loaded or saved on this device, which Update overwrites. */
  useCurrent: (classId: number) => SavedConfig | null;
  remember: (config: SavedConfig) => void;
  /** A deleted configuration can no longer be updated. */
  forget: (config: SavedConfig) => void;
  /** The configuration this device last loaded or saved for the class, from an earlier visit. */
  recall: (classId: number) => void;
}

/** Every key this module writes starts so; sign-out removes them all. */
const PREFIX = 'classbeam:config-memory:';

/**
 * Remembers, per class, the configuration of one kind (schedules, group layouts, saved
 * classes) last loaded or saved (spec section 4: it can then be updated). Kept outside the
 * cards, and in storage, so a view switch or a reload does not forget it. Only what Update
 * needs is kept (id, class, name, description): a saved class's roster holds children's
 * names and the teacher's notes, which have no place in the browser's storage.
 */
export function configMemory(kind: string): ConfigMemory {
  const useStore = create<{ current: Record<number, SavedConfig> }>()(() => ({ current: {} }));
  const key = (classId: number) => `${PREFIX}${kind}:${classId}`;
  const store = (classId: number, config: SavedConfig | null) => {
    try {
      if (config) localStorage.setItem(key(classId), JSON.stringify(config));
      else localStorage.removeItem(key(classId));
    } catch {
      // Storage full or blocked: this tab still remembers it.
    }
  };
  const set = (classId: number, config: SavedConfig | null) =>
    useStore.setState((s) => {
      const { [classId]: _old, ...rest } = s.current;
      return { current: config ? { ...rest, [classId]: config } : rest };
    });

  return {
    useCurrent: (classId) => useStore((s) => s.current[classId] ?? null),
    remember: ({ id, classId, name, description }) => {
      const brief = { id, classId, name, description };
      set(classId, brief);
      store(classId, brief);
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
          typeof saved.name === 'string' &&
          'description' in saved &&
          typeof saved.description === 'string'
        ) {
          set(classId, { id: saved.id, classId, name: saved.name, description: saved.description });
        }
      } catch {
        // Unreadable: as if nothing had been saved.
      }
    },
  };
}

/** Earlier versions kept whole configurations (a saved class's roster) under these keys. */
const LEGACY = /^classbeam:(class|group|schedule)-config:/;

function removeKeys(matches: (key: string) => boolean): void {
  try {
    for (let i = localStorage.length - 1; i >= 0; i -= 1) {
      const key = localStorage.key(i);
      if (key !== null && matches(key)) localStorage.removeItem(key);
    }
  } catch {
    // Storage blocked: nothing was kept either.
  }
}

/**
 * Forgets every remembered configuration on this device, and what older versions kept under
 * their own keys (whole saved classes among them): a teacher signing out of a shared computer
 * leaves no class data behind.
 */
export function forgetAllConfigs(): void {
  removeKeys((key) => key.startsWith(PREFIX) || LEGACY.test(key));
}

// What older versions kept goes as soon as this version runs (the class picker and the
// dashboard load this module), not only when that class is opened again or at sign-out.
removeKeys((key) => LEGACY.test(key));
