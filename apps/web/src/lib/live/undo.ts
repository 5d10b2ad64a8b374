import { toast } from '../../ui/toast-store';
import { onResets, tap } from './class-sync';
import type { Intent } from './outbox';

/** At least 10 s, as a teacher needs to notice and reach for it (Step 10). */
export const UNDO_OFFER_MS = 10_000;

/** Offers to take back what the operations `opIds` did, for UNDO_OFFER_MS, in the toast. */
export function offerUndo(title: string, opIds: readonly string[]): void {
  if (opIds.length === 0) return;
  toast({
    title,
    durationMs: UNDO_OFFER_MS,
    action: {
      label: 'Undo',
      run: () => {
        for (const undoes of opIds) tap({ kind: 'undo', undoes });
        toast({ title: `Undone: ${title}`, variant: 'success' });
      },
    },
  });
}

/** A tap the teacher can take back from this device: `title` says what it did. */
export function tapUndoable(intent: Intent, title: string): void {
  const opId = tap(intent);
  if (opId) offerUndo(title, [opId]);
}

// Start Class and Reset answer with the resets they made: offered here, wherever they came from.
onResets((command, opIds) =>
  offerUndo(
    command === 'start'
      ? 'Class started: points are back to 5'
      : 'Class reset: points back to 5, everyone present',
    opIds,
  ),
);
