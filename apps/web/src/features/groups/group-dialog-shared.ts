import { useClassLive } from '../../lib/live/class-store';
import type { ReturnFocus } from '../../ui/dialog-focus';

/** What every Group Manager dialog is given. */
export interface GroupDialogProps {
  classId: number;
  onClose: () => void;
  /** The card's choice of where the keyboard goes after the dialog (`group-manager.tsx`). */
  returnFocus?: ReturnFocus;
}

/** The spec has group and configuration failures logged only, with no message to the user. */
export const logged = (what: string) => (error: unknown) => console.error(what, error);

export const useGroups = () => useClassLive((s) => s.mirror.groups);
export const useGroup = (groupId: number) =>
  useClassLive((s) => s.mirror.groups.find((g) => g.id === groupId));

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** '3 groups, 9 students': a layout, saved or about to be. */
export const layoutSummary = (groups: readonly { members: readonly unknown[] }[]) =>
  `${plural(groups.length, 'group')}, ${plural(
    groups.reduce((n, g) => n + g.members.length, 0),
    'student',
  )}`;
