import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../confirm-dialog';
import type { ReturnFocus } from '../dialog-focus';

/** What a saved configuration is, as the teacher calls it. */
export type ConfigNoun = 'saved class' | 'saved schedule' | 'group layout';

interface ConfirmConfigDeleteProps {
  name: string;
  /** What it is, as the teacher calls it: 'saved class', 'saved schedule', 'group layout'. */
  noun: ConfigNoun;
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
  const { t } = useLingui();
  // One whole sentence per kind: the noun's gender changes the Spanish around it.
  const description =
    noun === 'saved class'
      ? t`The saved class from ${savedAt} is deleted on every device; the class itself does not change. This action cannot be undone.`
      : noun === 'saved schedule'
        ? t`The saved schedule from ${savedAt} is deleted on every device; the class itself does not change. This action cannot be undone.`
        : t`The group layout from ${savedAt} is deleted on every device; the class itself does not change. This action cannot be undone.`;
  return (
    <ConfirmDialog
      // '' is ICU's apostrophe: the title reads "Delete 'Lab'?".
      title={t`Delete ''${name}''?`}
      tone="danger"
      description={description}
      confirmLabel={t`Delete`}
      pendingLabel={t`Deleting…`}
      onConfirm={remove}
      onClose={onClose}
      returnFocus={returnFocus}
    />
  );
}
