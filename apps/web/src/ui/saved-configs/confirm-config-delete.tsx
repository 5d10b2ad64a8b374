import { useState } from 'react';
import { Dialog } from '../../ui/dialog';
import { TrashIcon } from '../../ui/icons';

interface ConfirmConfigDeleteProps {
  name: string;
  /** What it is, as the teacher calls it: 'saved class', 'saved schedule', 'group layout'. */
  noun: string;
  /** When it was saved, as the list shows it (two may share a name). */
  savedAt: string;
  /** Deletes it; the list drops the row when done. */
  remove: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * Deleting a saved configuration asks first, as deleting a student or a class does: the trash
 * button sits beside Load, and a saved class holds names and notes that no undo brings back.
 * Cancel is the default; the dialog returns focus to the trash button.
 */
export function ConfirmConfigDelete({
  name,
  noun,
  savedAt,
  remove,
  onClose,
}: ConfirmConfigDeleteProps) {
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    await remove();
    onClose();
  }

  return (
    <Dialog
      open
      title={`Delete '${name}'?`}
      tone="danger"
      icon={<TrashIcon size={22} />}
      description={`The ${noun} from ${savedAt} is deleted on every device; the class itself does not change. This action cannot be undone.`}
      onClose={pending ? () => {} : onClose}
    >
      <div className="dialog-actions">
        <button type="button" className="btn" data-autofocus onClick={onClose} disabled={pending}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => void confirm()}
          disabled={pending}
        >
          {pending ? 'Deleting…' : 'Delete'}
        </button>
      </div>
    </Dialog>
  );
}
