import type { PublicStudentDto, RandomPick } from '@classbeam/contracts';
import { Trans } from '@lingui/react/macro';
import { type CSSProperties, useState } from 'react';
import { nameLengths } from '../../lib/name-lengths';
import { Avatar, ClassmateInitials } from '../../ui/avatar';
import type { PickMoment } from './use-pick-moment';
import '../../ui/board-moment.css';
import './pick-overlay.css';

interface PickOverlayProps {
  pick: RandomPick | null;
  /** What the board shows of it now (usePickMoment): the overlay is for the chosen 5 s. */
  moment: PickMoment | null;
  /** The board's students (the whole class: a child's initials match their card's). */
  students: readonly PublicStudentDto[];
}

/** What the name's size is worked out from (pick-overlay.css). */
function nameSizing(name: string): CSSProperties {
  const { word, name: length } = nameLengths([name]);
  return {
    '--pick-word': Math.max(word, 4),
    '--pick-length': Math.max(length, 8),
  } as CSSProperties;
}

/**
 * The picked student across the board for the spec's 5 s: photo (or initials) and the name,
 * as big as the screen allows, over the cards that the cycle lit one by one. A tap hides it on
 * this screen only.
 */
export function PickOverlay({ pick, moment, students }: PickOverlayProps) {
  const [closed, setClosed] = useState<number | null>(null);
  const student = moment?.chosen ? students.find((s) => s.id === moment.studentId) : undefined;
  if (!pick || !student || closed === pick.startsAt) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: it goes by itself after 5 s; a tap only hides it sooner
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      className="moment-layer pick-layer"
      data-testid="random-pick"
      onClick={() => setClosed(pick.startsAt)}
    >
      <div className="moment-card pick-card-big" role="status">
        <p className="moment-label">
          <Trans>Random Student</Trans>
        </p>
        <ClassmateInitials students={students}>
          <Avatar name={student.name} src={student.avatarUrl} size={320} className="pick-photo" />
        </ClassmateInitials>
        <p className="moment-title pick-name" style={nameSizing(student.name)}>
          {student.name}
        </p>
      </div>
    </div>
  );
}
