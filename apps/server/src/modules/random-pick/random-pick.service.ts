import { MESSAGES, type RandomPick } from '@classbeam/contracts';
import { type PickTimeline, pickCycling, planRandomPick, timelineOf } from '@classbeam/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { Realtime } from '../../realtime/socket';
import { lockClass } from '../classes/classes.repository';
import { pickDrawn } from './random-pick.events';
import { candidateIds, latestPick, savePick } from './random-pick.repository';

/**
 * Random Student, drawn here so that every device of the class plays the same pick
 * (docs/decisions/0143). Under the class lock, so two devices pressing at once, on one
 * instance or two, get one pick (RP4), and the previous pick is the class's, whichever
 * device or instance drew it.
 */
export class RandomPickService {
  constructor(
    private readonly db: Db,
    private readonly realtime: Realtime,
    private readonly clock: Clock,
    private readonly random: () => number = Math.random,
  ) {}

  async draw(classId: number): Promise<RandomPick> {
    const { pick, fresh } = await this.db
      .transaction()
      .execute(async (trx): Promise<{ pick: PickTimeline; fresh: boolean }> => {
        await lockClass(trx, classId);
        const now = this.clock.now();
        const held = await latestPick(trx, classId);
        if (held && pickCycling(held, now)) return { pick: held, fresh: false };
        const plan = planRandomPick(
          await candidateIds(trx, classId),
          held?.studentId ?? null,
          this.random,
        );
        if (!plan) throw new AppError(409, 'conflict', MESSAGES.noStudentsToPick);
        const drawn = timelineOf(plan, now);
        await savePick(trx, classId, drawn);
        return { pick: drawn, fresh: true };
      });
    const sent: RandomPick = {
      classId,
      cycle: [...pick.cycle],
      studentId: pick.studentId,
      startsAt: pick.startsAt,
      serverNow: this.clock.now(),
    };
    // After commit; a pick joined while it cycles was sent when it was drawn.
    if (fresh) pickDrawn(this.realtime, sent);
    return sent;
  }
}
