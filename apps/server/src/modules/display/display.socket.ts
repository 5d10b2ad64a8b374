import { REQUEST_MESSAGES } from '@classbeam/contracts';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { command } from '../../realtime/command';
import type { SocketModule } from '../../realtime/socket';
import { displaySnapshot } from './display.routes';

export function displaySocket(db: Db, clock: Clock): SocketModule {
  return (socket) => {
    socket.on(
      'display:snapshot',
      command(z.strictObject({}), async () => {
        const data = socket.data;
        if (data.kind !== 'display')
          throw new AppError(403, 'forbidden', REQUEST_MESSAGES.displayOnly);
        return displaySnapshot(db, data.classId, data.linkId, clock);
      }),
    );
  };
}
