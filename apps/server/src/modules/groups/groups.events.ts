import type { GroupDto } from '@classbeam/contracts';
import { classRoom, displayRoom, type Realtime } from '../../realtime/socket';
import { publicGroup } from './groups.repository';

/** The class's groups as they are now: all of them to teachers, the public part to displays. */
export function groupsChanged(
  realtime: Realtime,
  classId: number,
  version: number,
  groups: GroupDto[],
): void {
  realtime.io.to(classRoom(classId)).emit('groups:changed', { classId, version, groups });
  realtime.io.to(displayRoom(classId)).emit('groups:changed', {
    classId,
    version,
    groups: groups.map(publicGroup),
  });
}
