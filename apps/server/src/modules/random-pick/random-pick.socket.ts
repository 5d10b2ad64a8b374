import { RandomPickDrawSchema } from '@classbeam/contracts';
import type { Db } from '../../db/database';
import { ownedClass } from '../../policy';
import { command } from '../../realtime/command';
import { teacherOf } from '../../realtime/roles';
import type { SocketModule } from '../../realtime/socket';
import type { RandomPickService } from './random-pick.service';

/**
 * Random Student from any of the class's teacher's devices. A display link only shows picks:
 * anyone in the room may hold its link, and the pick is the teacher's call.
 */
export function randomPickSocket(db: Db, picks: RandomPickService): SocketModule {
  return (socket) => {
    socket.on(
      'pick:draw',
      command(RandomPickDrawSchema, async ({ classId }) => {
        const cls = await ownedClass(db, teacherOf(socket), classId);
        return picks.draw(cls.id);
      }),
    );
  };
}
