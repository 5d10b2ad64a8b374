import { t } from '@lingui/core/macro';
import { serverTextLater } from '../../lib/i18n/server-text-later';
import { useClassLive } from '../../lib/live/class-store';
import { classCommand } from '../../lib/live/class-sync';
import { checkClock } from '../../lib/live/clock';
import { toast } from '../../ui/toast-store';
import { laterPick } from './random-pick.live';

/**
 * Random Student from this teacher's device: the server draws, every device of the class
 * plays it. The answer is shown at once even if its event is slow. Resolves true when drawn.
 */
export async function drawPick(): Promise<boolean> {
  const ack = await classCommand('pick:draw', {});
  if (!ack.ok) {
    // The reason is the server's, in the active language (its tables are fetched on a refusal:
    // this runs in the scoreboard's first load).
    const description = await serverTextLater(ack.error);
    toast({ title: t`No student picked`, description, variant: 'warning' });
    return false;
  }
  checkClock(ack.data.serverNow);
  useClassLive.setState((s) => ({ pick: laterPick(s.pick, ack.data) }));
  return true;
}
