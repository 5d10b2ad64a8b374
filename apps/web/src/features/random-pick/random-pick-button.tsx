import { pickCycling } from '@classbeam/domain';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useClassLive } from '../../lib/live/class-store';
import { serverNow } from '../../lib/live/clock';
import { ShuffleIcon } from '../../ui/lesson-icons';
import { drawPick } from './draw-pick';
import { usePickMoment } from './use-pick-moment';
import '../../ui/board-button.css';

/** Students Random Student may pick on this device's roster: everyone not absent (RP5). */
const selectHereCount = (s: { students: readonly { attendanceStatus: string }[] }) =>
  s.students.reduce((n, student) => n + (student.attendanceStatus === 'absent' ? 0 : 1), 0);

/**
 * Random Student, for any of the teacher's devices: on the board's header (`board`) or in the
 * dashboard's lesson area (`panel`). It waits while a pick cycles (the next press would join
 * it anyway) and while nobody is here to pick.
 */
export function RandomPickButton({ variant }: { variant: 'board' | 'panel' }) {
  const pick = useClassLive((s) => s.pick);
  const here = useClassLive(selectHereCount);
  const [sending, setSending] = useState(false);
  // Redraws as the pick moves on, so the button comes back the moment it lands.
  usePickMoment(pick);
  const cycling = pick !== null && pickCycling(pick, serverNow());

  async function press() {
    setSending(true);
    try {
      await drawPick();
    } finally {
      setSending(false);
    }
  }

  return (
    <button
      type="button"
      className={variant === 'board' ? 'board-btn board-btn-accent' : 'btn btn-primary'}
      onClick={() => void press()}
      disabled={sending || cycling || here === 0}
    >
      <ShuffleIcon size={variant === 'board' ? 22 : 18} />
      <Trans>Random Student</Trans>
    </button>
  );
}
