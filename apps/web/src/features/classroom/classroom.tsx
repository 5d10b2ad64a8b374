import type { ClassDto } from '@classbeam/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { gradeLabel } from '../../lib/grade-label';
import { ArrowLeftIcon, DashboardIcon, TrophyIcon } from '../../ui/icons';
import { LogoMark } from '../../ui/logo';
import '../../ui/form.css';
import './classroom.css';
import { Segmented } from '../../ui/segmented';

type View = 'dashboard' | 'scoreboard';

interface ClassroomProps {
  cls: ClassDto;
  onChangeClass: () => void;
  /** The views themselves come from their features; app/ composes them. */
  dashboard: ReactNode;
  scoreboard: ReactNode;
  /** Whether taps reach the server: in the bar on a phone, where the dashboard has no room. */
  status?: ReactNode;
  /**
   * The class's moments as a teacher's device shows them (the pick, Time's up), whatever part
   * of the dashboard is open; the scoreboard view shows them across the board instead.
   */
  moments?: ReactNode;
}

/**
 * The two views share one route and one live connection: the display and the phone switch
 * without a reload, and the switch costs nothing.
 */
export function Classroom({
  cls,
  onChangeClass,
  dashboard,
  scoreboard,
  status,
  moments,
}: ClassroomProps) {
  const { t } = useLingui();
  const [view, setView] = useState<View>('dashboard');
  const grade = gradeLabel(cls.grade);

  return (
    <div className={`classroom classroom-${view}`}>
      <header className="classroom-bar">
        <div className="classroom-bar-inner">
          <div className="classroom-heading">
            <LogoMark size={36} />
            <div className="classroom-heading-text">
              <h1 className="classroom-name">{cls.name}</h1>
              {grade && <p className="classroom-grade">{grade}</p>}
            </div>
          </div>
          {view === 'dashboard' && status && <div className="classroom-status">{status}</div>}
          <Segmented label={t`View`} className="classroom-views">
            <button
              type="button"
              aria-pressed={view === 'dashboard'}
              onClick={() => setView('dashboard')}
            >
              <DashboardIcon size={18} />
              <Trans>Teacher Dashboard</Trans>
            </button>
            <button
              type="button"
              aria-pressed={view === 'scoreboard'}
              onClick={() => setView('scoreboard')}
            >
              <TrophyIcon size={18} />
              <Trans>Student Scoreboard</Trans>
            </button>
          </Segmented>
          <button type="button" className="btn classroom-change" onClick={onChangeClass}>
            <ArrowLeftIcon size={18} />
            <Trans>Change Class</Trans>
          </button>
        </div>
      </header>
      <main className="classroom-main" id="main">
        {view === 'dashboard' ? dashboard : scoreboard}
      </main>
      {view === 'dashboard' && moments}
    </div>
  );
}
