import { VolumeLevelSchema, VolumeListenSchema } from '@classbeam/contracts';
import type { Db } from '../../db/database';
import { ownedClass } from '../../policy';
import { command } from '../../realtime/command';
import { teacherOf } from '../../realtime/roles';
import type { SocketModule } from '../../realtime/socket';
import type { VolumeHub } from './volume.hub';

/** "Listen here" and the listener's levels (ARCHITECTURE.md section 10). */
export function volumeSocket(db: Db, hub: VolumeHub): SocketModule {
  return (socket) => {
    socket.on(
      'volume:listen',
      command(VolumeListenSchema, async ({ classId, listen, label }) => {
        const cls = await ownedClass(db, teacherOf(socket), classId);
        if (!listen) return { listener: await hub.stop(cls.id, socket.id) };
        return { listener: await hub.listen(cls.id, socket.id, label ?? 'A teacher’s device') };
      }),
    );
    // Volatile and unanswered: a reading that cannot be used is dropped, never an error.
    socket.on('volume:level', (payload: unknown) => {
      const parsed = VolumeLevelSchema.safeParse(payload);
      if (!parsed.success) return;
      hub.level(parsed.data.classId, socket.id, parsed.data.level).catch(() => {});
    });
    socket.on('disconnect', () => {
      hub.disconnected(socket.id).catch(() => {});
    });
  };
}
