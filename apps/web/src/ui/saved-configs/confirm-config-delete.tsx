import { ConfirmDialog } from '../confirm-dialog';
import type { ReturnFocus } from '../dialog-focus';

interface ConfirmConfigDeleteProps {
  name: string;
  /** What it is, as the teacher calls it: 'saved class', 'saved schedule', 'group layout'. */
  noun: string;
  /** When it was saved, as the list shows it (two may share a name). */
  savedAt: string;
  /** Deletes it; the list drops the row when done. */
  remove: () => Promise<unknown>;
  onClose: () => void;
  returnFocus?: ReturnFocus;
}

/**
 * Deleting a saved configuration asks first, as deleting a student or a class does: the trash
 * button sits beside Load, and a saved class holds names and notes that no undo brings back.
 */
export function ConfirmConfigDelete({
  name,
  noun,
  savedAt,
  remove,
  onClose,
  returnFocus,
}: ConfirmConfigDeleteProps) {
  return (
    <ConfirmDialog
      title={`Delete '${name}'?`}
      tone="danger"
      description={`The ${noun} from ${savedAt} is deleted on every device; the class itself does not change. This action cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      onConfirm={remove}
      onClose={onClose}
      returnFocus={returnFocus}
    />
  );
}
