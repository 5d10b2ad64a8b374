import { configMemory } from '../../ui/saved-configs/config-memory';

/** The schedule configuration last loaded or saved per class, which Update overwrites (spec 4). */
export const scheduleConfigs = configMemory('schedule');
