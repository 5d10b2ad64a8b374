import { ClassJoinSchema, ClassLeaveSchema } from '@classbeam/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { ownedClass } from '../../policy';
import { command } from '../../realtime/command';
import { teacherOf } from '../../realtime/roles';
import { classRoom, type SocketModule, volumeRoom } from '../../realtime/socket';
import { classSnapshot } from '../students/students.service';

export function classSocket(db: Db, clock: Clock): SocketModule {
  return (socket) => {
    socket.on(
      'class:join',
      command(ClassJoinSchema, async ({ classId, pending = [] }) => {
        const row = await ownedClass(db, teacherOf(socket), classId);
        // Join first, then read: an event after the snapshot is then never missed.
        await socket.join(classRoom(row.id));
        const snapshot = await classSnapshot(db, row.id, pending);
        return { classId: row.id, ...snapshot, serverNow: clock.now() };
      }),
    );
    socket.on(
      'class:leave',
      command(ClassLeaveSchema, async ({ classId }) => {
        await socket.leave(classRoom(classId));
        await socket.leave(volumeRoom(classId));
        return null;
      }),
    );
  };
}
