import type { ScheduleConfigDto } from '@classbeam/contracts';
import { create } from 'zustand';

interface ScheduleConfigState {
  /** Per class: the configuration last loaded or saved, which Update overwrites (spec 4). */
  current: Record<number, ScheduleConfigDto>;
}

/** Kept outside the card, and in storage, so a view switch or a reload does not forget it. */
export const useScheduleConfigStore = create<ScheduleConfigState>()(() => ({ current: {} }));

const key = (classId: number) => `classbeam:schedule-config:${classId}`;

function store(classId: number, config: ScheduleConfigDto | null): void {
  try {
    if (config) localStorage.setItem(key(classId), JSON.stringify(config));
    else localStorage.removeItem(key(classId));
  } catch {
    // Storage full or blocked: this tab still remembers it.
  }
}

export function rememberConfig(config: ScheduleConfigDto): void {
  useScheduleConfigStore.setState((s) => ({ current: { ...s.current, [config.classId]: config } }));
  store(config.classId, config);
}

/** A deleted configuration can no longer be updated. */
export function forgetConfig(config: ScheduleConfigDto): void {
  if (useScheduleConfigStore.getState().current[config.classId]?.id !== config.id) return;
  useScheduleConfigStore.setState((s) => {
    const { [config.classId]: _gone, ...rest } = s.current;
    return { current: rest };
  });
  store(config.classId, null);
}

/** The configuration this device last loaded or saved for the class, from an earlier visit. */
export function recallConfig(classId: number): void {
  if (useScheduleConfigStore.getState().current[classId]) return;
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
      const config = saved as ScheduleConfigDto;
      useScheduleConfigStore.setState((s) => ({ current: { ...s.current, [classId]: config } }));
    }
  } catch {
    // Unreadable: as if nothing had been saved.
  }
}
