import { REQUEST_MESSAGES } from '@classbeam/contracts';
import { AppError } from '../http/errors';
import type { IoSocket } from './socket';

/** The teacher behind a socket; a display's or an iPad's socket may not send teacher commands. */
export function teacherOf(socket: IoSocket): string {
  if (socket.data.kind !== 'teacher')
    throw new AppError(403, 'forbidden', REQUEST_MESSAGES.displayReadOnly);
  return socket.data.userId;
}
