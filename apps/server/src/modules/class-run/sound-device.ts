import { MESSAGES, type SettingsPatch } from '@classbeam/contracts';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';

/**
 * The award sound's device (docs/decisions/0160), checked under the class lock with the rest
 * of the PATCH: a display link must be one of this class's (another class's link, or one
 * revoked, is not found); a teacher device is whatever id the device made for itself. A link
 * or no device carries no label (the link's own date names it on the teacher's screens).
 */
export async function checkSoundDevice<P extends Partial<SettingsPatch>>(
  trx: Db,
  classId: number,
  patch: P,
): Promise<P> {
  const device = patch.awardSoundDevice;
  if (device === undefined) return patch;
  if (device?.startsWith('link:')) {
    const link = await trx
      .selectFrom('display_links')
      .select('id')
      .where('id', '=', Number(device.slice('link:'.length)))
      .where('class_id', '=', classId)
      .executeTakeFirst();
    if (!link) throw notFound(MESSAGES.soundLinkNotFound);
  }
  return device?.startsWith('device:') ? patch : { ...patch, awardSoundDeviceLabel: '' };
}
