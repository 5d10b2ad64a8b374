import { ClassJoinSchema, ClassLeaveSchema } from '@classbeam/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { ownedClass } from '../../policy';
import { command } from '../../realtime/command';
import { teacherOf } from '../../realtime/roles';
import { classRoom, type SocketModule, volumeRoom } from '../../realtime/socket';
import type { SelfAssessmentService } from '../self-assessment/self-assessment.service';
import { classSnapshot } from '../students/students.service';

export function classSocket(db: Db, clock: Clock, page: SelfAssessmentService): SocketModule {
  return (socket) => {
    socket.on(
      'class:join',
      command(ClassJoinSchema, async ({ classId, pending = [] }) => {
        const row = await ownedClass(db, teacherOf(socket), classId);
        // Join first, then read: an event after the snapshot is then never missed.
        await socket.join(classRoom(row.id));
        const snapshot = await classSnapshot(db, row.id, pending);
        // Not versioned: its own events (self-assessment:changed, assessment:session) replace it.
        const selfAssessment = await page.view(row.id);
        return { classId: row.id, ...snapshot, selfAssessment, serverNow: clock.now() };
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
