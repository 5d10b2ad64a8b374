import { create } from 'zustand';

/*
 * "Give a skill to...": the features that show a student, a group or the whole class (the
 * roster's rows and sheet, the board's cards and header, Group Controls, the Groups tab) ask
 * for the skill picker here, and the skills feature, which the app mounts once in the
 * classroom, shows it for that target. Features never import each other; this store is the
 * meeting point, as the toast store is for messages.
 */
export type AwardFor =
  | { kind: 'student'; studentId: number; name: string }
  | { kind: 'group'; groupId: number; name: string }
  | { kind: 'class' };

interface AwardPickerState {
  /** Who the open picker gives to, or null while it is closed. */
  target: AwardFor | null;
}

export const useAwardPicker = create<AwardPickerState>()(() => ({ target: null }));

/** Opens the skill picker for a student, a group or the whole class. */
export function openAwardPicker(target: AwardFor): void {
  useAwardPicker.setState({ target });
}

export function closeAwardPicker(): void {
  useAwardPicker.setState({ target: null });
}
