import type { Clock } from '../../clock';

/**
 * One wake-up per class on the server clock (`Clock.at`, unref'd), replaced when re-armed:
 * tests move the clock with `OffsetClock.jump` and the due ones fire at once, as the class
 * run's wake-ups do. Nothing ticks.
 */
export class ClassTimers {
  private readonly cancels = new Map<number, () => void>();
  private closed = false;

  constructor(private readonly clock: Clock) {}

  /** The class's timer fires `fire` at server time `at` (at once if that is past). */
  set(classId: number, at: number, fire: () => void): void {
    if (this.closed) return;
    this.clear(classId);
    this.cancels.set(
      classId,
      this.clock.at(at, () => {
        this.cancels.delete(classId);
        fire();
      }),
    );
  }

  clear(classId: number): void {
    this.cancels.get(classId)?.();
    this.cancels.delete(classId);
  }

  close(): void {
    this.closed = true;
    for (const cancel of this.cancels.values()) cancel();
    this.cancels.clear();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Timers armed now (leak tests). */
  get size(): number {
    return this.cancels.size;
  }
}
