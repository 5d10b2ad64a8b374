import { OperationBatchSchema } from '@classbeam/contracts';
import type { Db } from '../../db/database';
import { ownedClass } from '../../policy';
import { command } from '../../realtime/command';
import { teacherOf } from '../../realtime/roles';
import type { Realtime, SocketModule } from '../../realtime/socket';
import { applyAndBroadcast } from './operations.routes';

export function operationsSocket(db: Db, realtime: Realtime): SocketModule {
  return (socket) => {
    socket.on(
      'ops:apply',
      command(OperationBatchSchema, async ({ classId, ops }) => {
        const cls = await ownedClass(db, teacherOf(socket), classId);
        const { version, done, rejected } = await applyAndBroadcast(db, realtime, cls.id, ops);
        return { version, done, rejected };
      }),
    );
  };
}
