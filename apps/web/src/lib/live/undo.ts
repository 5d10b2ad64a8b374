import { t } from '@lingui/core/macro';
import { toast } from '../../ui/toast-store';
import { onResets, tap } from './class-sync';
import type { Intent } from './outbox';

/** At least 10 s, as a teacher needs to notice and reach for it (Step 10). */
export const UNDO_OFFER_MS = 10_000;

/**
 * Offers to take back what the operations `opIds` did, for UNDO_OFFER_MS, in the toast;
 * `undone` says what the Undo gave back (by default, "Undone: " and the title).
 */
export function offerUndo(
  title: string,
  opIds: readonly string[],
  undone = t`Undone: ${title}`,
): void {
  if (opIds.length === 0) return;
  toast({
    title,
    durationMs: UNDO_OFFER_MS,
    action: {
      label: t`Undo`,
      run: () => {
        for (const undoes of opIds) tap({ kind: 'undo', undoes });
        toast({ title: undone, variant: 'success' });
      },
    },
  });
}

/** A tap the teacher can take back from this device: `title` says what it did. */
export function tapUndoable(intent: Intent, title: string): void {
  const opId = tap(intent);
  if (opId) offerUndo(title, [opId]);
}

// Start Class and Reset answer with the resets they made: offered here, wherever they came
// from. Their Undo gives back points (and attendance), not the lesson's place: it says so.
onResets((command, opIds) =>
  command === 'start'
    ? offerUndo(
        t`Class started, points back to 5`,
        opIds,
        t`Points are back as they were; the class keeps running`,
      )
    : offerUndo(
        t`Class reset, points back to 5, everyone present`,
        opIds,
        t`Points and attendance are back as they were; the lesson stays at its start`,
      ),
);
