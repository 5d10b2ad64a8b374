import type { VolumeListener } from '@classbeam/contracts';
import { windowAverage } from '@classbeam/domain';
import { useEffect, useState } from 'react';
import { useLevelFeed, watchLevels } from '../../lib/live/volume-channel';
import { useListening } from './listening';

export interface MeterReading {
  level: number;
  /** The '5-sec' rolling average. */
  average: number;
  /** Measured on this device, heard from the class's listener, or the demo's simulation. */
  source: 'here' | 'listener' | 'simulated';
}

/** A level older than this means the listener has gone quiet on the wire: no reading. */
const STALE_MS = 3000;

/**
 * What a meter shows: this device's own microphone while it listens (or simulates), else the
 * class listener's levels, which come to this device only while a meter is on screen.
 */
export function useMeter(listener: VolumeListener | null): MeterReading | null {
  const mode = useListening((s) => s.mode);
  const level = useListening((s) => s.level);
  const average = useListening((s) => s.average);
  const latest = useLevelFeed((s) => s.latest);
  const recent = useLevelFeed((s) => s.recent);
  const [now, setNow] = useState(() => Date.now());
  const local = mode === 'live' || mode === 'simulated';

  useEffect(() => (local ? undefined : watchLevels()), [local]);
  // Re-read once a second, so a feed that stopped stops showing.
  useEffect(() => {
    if (local || !latest) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [local, latest]);

  if (mode === 'live') return { level, average, source: 'here' };
  if (mode === 'simulated') return { level, average, source: 'simulated' };
  if (!listener || !latest || now - latest.at > STALE_MS) return null;
  return {
    level: latest.level,
    average: windowAverage(recent) ?? latest.level,
    source: 'listener',
  };
}
