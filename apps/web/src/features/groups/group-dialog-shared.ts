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

/** The number of students in a layout's groups. */
export const memberCount = (groups: readonly { members: readonly unknown[] }[]) =>
  groups.reduce((n, g) => n + g.members.length, 0);
