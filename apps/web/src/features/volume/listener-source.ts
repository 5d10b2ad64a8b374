import type { VolumeListener } from '@classbeam/contracts';
import type { HeldVolume } from '../../lib/live/class-extras';

export interface ListenerSource {
  /** The class's listener as this page's live state holds it. */
  listener: VolumeListener | null;
  read: () => VolumeListener | null;
  subscribe: (onChange: (listener: VolumeListener | null) => void) => () => void;
}

/** A live store that holds the class's volume (the teacher's class, a display link's board). */
interface VolumeStore {
  getState(): { volume: HeldVolume };
  subscribe(
    listener: (state: { volume: HeldVolume }, before: { volume: HeldVolume }) => void,
  ): () => void;
}

/** How the meter reads, and follows, who listens in a page's live store. */
export const followListener = (store: VolumeStore): Omit<ListenerSource, 'listener'> => ({
  read: () => store.getState().volume.listener,
  subscribe: (onChange) =>
    store.subscribe((s, before) => {
      if (s.volume.listener !== before.volume.listener) onChange(s.volume.listener);
    }),
});
