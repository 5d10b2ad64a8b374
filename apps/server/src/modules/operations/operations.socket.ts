import { OperationBatchSchema } from '@classbeam/contracts';
import type { Db } from '../../db/database';
import { ownedClass } from '../../policy';
import { command } from '../../realtime/command';
import { teacherOf } from '../../realtime/roles';
import { classRoom, type Realtime, type SocketModule } from '../../realtime/socket';
import { applyAndBroadcast } from './operations.routes';
import type { TapCommitter } from './tap-committer';

export function operationsSocket(
  db: Db,
  realtime: Realtime,
  committer: TapCommitter,
): SocketModule {
  return (socket) => {
    socket.on(
      'ops:apply',
      command(OperationBatchSchema, async ({ classId, ops }) => {
        const userId = teacherOf(socket);
        // A socket in the class room passed the ownership check when it joined (and is put out
        // of the room if the class goes), so the hot path skips a query per batch.
        if (!socket.rooms.has(classRoom(classId))) await ownedClass(db, userId, classId);
        const { version, done, rejected } = await applyAndBroadcast(
          db,
          realtime,
          classId,
          ops,
          committer,
        );
        return { version, done, rejected };
      }),
    );
  };
}
