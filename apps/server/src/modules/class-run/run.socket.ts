import { RunCommandPayloadSchema } from '@classbeam/contracts';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { ownedClass } from '../../policy';
import { command } from '../../realtime/command';
import { teacherOf } from '../../realtime/roles';
import type { SocketModule } from '../../realtime/socket';
import type { RunService } from './run.service';

export function runSocket(db: Db, runs: RunService, clock: Clock): SocketModule {
  return (socket) => {
    socket.on(
      'run:command',
      command(RunCommandPayloadSchema, async ({ classId, command: runCommand, seen, ops }) => {
        const cls = await ownedClass(db, teacherOf(socket), classId);
        return runs.command(cls.id, runCommand, seen, ops);
      }),
    );
    // Any device, displays included: the answer is only the server's time.
    socket.on(
      'clock:sync',
      command(z.strictObject({}), async () => ({ serverNow: clock.now() })),
    );
  };
}
