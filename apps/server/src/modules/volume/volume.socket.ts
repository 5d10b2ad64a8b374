import {
  REQUEST_MESSAGES,
  VolumeLevelSchema,
  VolumeListenSchema,
  VolumeWatchSchema,
} from '@classbeam/contracts';
import { DOMAIN_TEXTS } from '@classbeam/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { ownedClass } from '../../policy';
import { command } from '../../realtime/command';
import { classRoom, type SocketModule, volumeRoom } from '../../realtime/socket';
import type { VolumeHub } from './volume.hub';

/** "Listen here" and the listener's levels (docs/decisions/0052). */
export function volumeSocket(db: Db, hub: VolumeHub): SocketModule {
  return (socket) => {
    /**
     * A teacher's device of the class, or a display link of it: the display's computer sits in
     * the classroom, the natural place to listen, and the teacher need not sign in there.
     */
    const admitted = async (classId: number) => {
      const { data } = socket;
      if (data.kind === 'kiosk')
        throw new AppError(403, 'forbidden', REQUEST_MESSAGES.kioskSendsNothing);
      if (data.kind === 'display') {
        if (data.classId !== classId)
          throw new AppError(403, 'forbidden', REQUEST_MESSAGES.otherClassDisplay);
      } else if (!socket.rooms.has(classRoom(classId))) {
        await ownedClass(db, data.userId, classId);
      }
    };
    socket.on(
      'volume:listen',
      command(VolumeListenSchema, async ({ classId, listen, label }) => {
        await admitted(classId);
        if (!listen) return { listener: await hub.stop(classId, socket.id) };
        // A display link's holder cannot pass it off as the teacher's phone.
        const named =
          socket.data.kind === 'display'
            ? DOMAIN_TEXTS.classroomDisplay
            : (label ?? DOMAIN_TEXTS.teachersDevice);
        return { listener: await hub.listen(classId, socket.id, named) };
      }),
    );
    socket.on(
      'volume:watch',
      command(VolumeWatchSchema, async ({ classId, watch }) => {
        if (!watch) {
          await socket.leave(volumeRoom(classId));
          return null;
        }
        await admitted(classId);
        await socket.join(volumeRoom(classId));
        return null;
      }),
    );
    // Volatile and unanswered: a reading that cannot be used is dropped, never an error.
    socket.on('volume:level', (payload: unknown) => {
      const parsed = VolumeLevelSchema.safeParse(payload);
      if (!parsed.success) return;
      hub
        .level(parsed.data.classId, socket.id, parsed.data.level, parsed.data.earlier)
        .catch(() => {});
    });
    socket.on('disconnect', () => {
      hub.disconnected(socket.id).catch(() => {});
    });
  };
}
