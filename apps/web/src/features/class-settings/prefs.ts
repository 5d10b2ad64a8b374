import type { ClassPrefs, ClassSettingsDto } from '@classbeam/contracts';
import { t } from '@lingui/core/macro';
import { ApiRequestError, api } from '../../lib/api-client';
import { useClassLive } from '../../lib/live/class-store';
import { holdPrefsChange } from '../../lib/live/pending-prefs';
import { serverText } from '../../lib/server-texts/server-text';
import { toast } from '../../ui/toast-store';

export type PrefsPatch = Partial<ClassPrefs>;

/** The fields a patch would change in what is held now (so a repeat tap sends nothing). */
export function changedFields(held: ClassPrefs, patch: PrefsPatch): PrefsPatch {
  return Object.fromEntries(
    Object.entries(patch).filter(([key, value]) => held[key as keyof ClassPrefs] !== value),
  ) as PrefsPatch;
}

/**
 * After a refused change, each field goes back to what it was, unless something newer (another
 * device's change, arrived meanwhile) already replaced the value this device showed.
 */
export function restoreFields(
  current: ClassPrefs,
  shown: PrefsPatch,
  before: ClassPrefs,
): ClassPrefs {
  const restored = { ...current };
  for (const key of Object.keys(shown) as (keyof ClassPrefs)[]) {
    if (current[key] === shown[key]) Object.assign(restored, { [key]: before[key] });
  }
  return restored;
}

/**
 * This device's saves, one at a time in the order they were made: a slider moved from 80 to 60
 * by four key presses sends 75, 70, 65 and 60, and requests sent together may arrive in any
 * order, leaving the class at 70 while the phone shows 60.
 */
let saving: Promise<unknown> = Promise.resolve();

/**
 * A settings change as the spec has it: on screen at once, saved with
 * `PATCH /api/classes/{id}/settings` (after this device's earlier saves), and on failure the
 * previous settings are restored. The other devices follow through `settings:changed`.
 * Resolves true when saved.
 */
export async function updatePrefs(classId: number, patch: PrefsPatch): Promise<boolean> {
  const held = useClassLive.getState().prefs;
  if (!held) return false;
  const change = changedFields(held.value, patch);
  if (Object.keys(change).length === 0) return true;
  const before = held.value;
  useClassLive.setState({ prefs: { ...held, value: { ...held.value, ...change } } });
  const answered = holdPrefsChange(classId, change);
  const saved = saving.then(() =>
    api.patch<ClassSettingsDto>(`/api/classes/${classId}/settings`, change),
  );
  saving = saved.catch(() => {});
  try {
    await saved;
    answered();
    return true;
  } catch (error) {
    answered();
    console.warn('Settings change failed; previous settings restored', error);
    const now = useClassLive.getState().prefs;
    if (now) {
      useClassLive.setState({
        prefs: { ...now, value: restoreFields(now.value, change, before) },
      });
    }
    // A refusal in words (a display link revoked meanwhile) says why; anything else, the network.
    const refused =
      error instanceof ApiRequestError && error.status < 500 && error.apiError?.code === 'not_found'
        ? serverText(error)
        : null;
    toast({
      title: t`Setting not saved`,
      description: refused ?? t`The previous setting is back. Check the connection and try again.`,
      variant: 'warning',
    });
    return false;
  }
}
