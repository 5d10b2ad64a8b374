import { pickCycling } from '@classbeam/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useClassLive } from '../../lib/live/class-store';
import { serverNow } from '../../lib/live/clock';
import { RandomPickButton } from './random-pick-button';
import { usePickMoment } from './use-pick-moment';
import '../../ui/panel.css';
import './random-pick-card.css';

/** Random Student in the dashboard's lesson area: the button, who may be picked, the last pick. */
export function RandomPickCard() {
  const { t } = useLingui();
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
  const lastName = last?.name;
  return (
    <section className="panel random-pick-card" aria-labelledby={titleId}>
      <header className="panel-head">
        <h2 id={titleId} className="panel-title">
          <Trans>Random Student</Trans>
        </h2>
      </header>
      <div className="random-pick-body">
        <p className="random-pick-hint">
          {here === 0
            ? t`Nobody is here to pick yet: mark students present or late.`
            : plural(here, {
                one: 'Picks one of the # student here. Every screen of the class shows the pick.',
                other:
                  'Picks one of the # students here. Every screen of the class shows the pick.',
              })}
        </p>
        <RandomPickButton variant="panel" />
        {last && (
          <p className="random-pick-last">
            <Trans>
              Last pick: <strong>{lastName}</strong>
            </Trans>
          </p>
        )}
      </div>
    </section>
  );
}
