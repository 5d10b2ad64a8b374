import { pickCycling } from '@classbeam/domain';
import { useId } from 'react';
import { useClassLive } from '../../lib/live/class-store';
import { serverNow } from '../../lib/live/clock';
import { RandomPickButton } from './random-pick-button';
import { usePickMoment } from './use-pick-moment';
import '../../ui/panel.css';
import './random-pick-card.css';

/** Random Student in the dashboard's lesson area: the button, who may be picked, the last pick. */
export function RandomPickCard() {
  const titleId = useId();
  const pick = useClassLive((s) => s.pick);
  const students = useClassLive((s) => s.students);
  usePickMoment(pick);
  const here = students.filter((s) => s.attendanceStatus !== 'absent').length;
  // Not while it cycles: the card would give the pick away before the board shows it.
  const last =
    pick && !pickCycling(pick, serverNow())
      ? students.find((s) => s.id === pick.studentId)
      : undefined;
  return (
    <section className="panel random-pick-card" aria-labelledby={titleId}>
      <header className="panel-head">
        <h2 id={titleId} className="panel-title">
          Random Student
        </h2>
      </header>
      <div className="random-pick-body">
        <p className="random-pick-hint">
          {here === 0
            ? 'Nobody is here to pick yet: mark students present or late.'
            : `Picks one of the ${here} ${here === 1 ? 'student' : 'students'} here. Every screen of the class shows the pick.`}
        </p>
        <RandomPickButton variant="panel" />
        {last && (
          <p className="random-pick-last">
            Last pick: <strong>{last.name}</strong>
          </p>
        )}
      </div>
    </section>
  );
}
