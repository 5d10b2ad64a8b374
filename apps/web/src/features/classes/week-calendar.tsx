import type { ClassDto } from '@classbeam/contracts';
import {
  addDays,
  classesOnDay,
  fromDateString,
  openingWeekStart,
  startOfWeek,
  toDateString,
  unscheduledClasses,
  weekDays,
  weekRangeLabel,
} from '@classbeam/domain';
import { useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { activeLocale } from '../../lib/i18n/activate';
import { capitalise, dateFormat, formatWeekday } from '../../lib/i18n/format';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { ClassChip } from './class-chip';
import { byName, dayDateLabel } from './class-labels';
import './week-calendar.css';

interface WeekCalendarProps {
  classes: readonly ClassDto[];
  today: Date;
}

/** The week's span: the spec's 'Nov 16 – 20, 2026' in English, the locale's own elsewhere. */
function weekSpan(days: ReturnType<typeof weekDays>): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (activeLocale() === 'en' || !first || !last) return weekRangeLabel(days);
  const format = dateFormat({ month: 'short', day: 'numeric', year: 'numeric' });
  return format.formatRange(fromDateString(first.date), fromDateString(last.date));
}

export function WeekCalendar({ classes, today }: WeekCalendarProps) {
  const { t } = useLingui();
  const [showWeekends, setShowWeekends] = useState(false);
  // null follows the week the calendar opens on, which moves with the weekends switch
  // (on a Saturday or Sunday: the coming week when hidden, this week when shown).
  const [picked, setPicked] = useState<Date | null>(null);
  const home = useMemo(() => openingWeekStart(today, showWeekends), [today, showWeekends]);
  const homeIsComing = toDateString(home) !== toDateString(startOfWeek(today));
  const homeLabel = homeIsComing ? t`Coming week` : t`This week`;
  const monday = picked ?? home;
  const switchId = useId();
  // Landing back on the opening week follows it again (the weekends switch may move it).
  const goTo = (next: Date) => setPicked(toDateString(next) === toDateString(home) ? null : next);

  const days = weekDays(monday, showWeekends);
  const todayString = toDateString(today);
  const onHome = toDateString(monday) === toDateString(home);
  const sorted = useMemo(() => [...classes].sort(byName), [classes]);
  const unscheduled = unscheduledClasses(sorted);

  return (
    <div className="calendar">
      <div className="calendar-toolbar">
        <div className="week-nav">
          <button
            type="button"
            className="btn week-nav-btn"
            onClick={() => goTo(addDays(monday, -7))}
          >
            <ChevronLeftIcon size={18} />
            <span className="week-nav-text">{t`Previous Week`}</span>
          </button>
          <div className="week-label">
            <h2 className="week-range" aria-live="polite">
              {weekSpan(days)}
            </h2>
            {onHome ? (
              <span className="week-now">{homeLabel}</span>
            ) : (
              <button
                type="button"
                className="link-button week-today"
                onClick={() => setPicked(null)}
              >
                {homeLabel}
              </button>
            )}
          </div>
          <button
            type="button"
            className="btn week-nav-btn"
            onClick={() => goTo(addDays(monday, 7))}
          >
            <span className="week-nav-text">{t`Next Week`}</span>
            <ChevronRightIcon size={18} />
          </button>
        </div>
        <label className="week-switch" htmlFor={switchId}>
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            aria-checked={showWeekends}
            checked={showWeekends}
            onChange={(event) => setShowWeekends(event.target.checked)}
          />
          <span className="week-switch-track" aria-hidden="true" />
          {t`Show weekends`}
        </label>
      </div>

      <div className={`week-grid week-grid-${days.length}`}>
        {days.map((day) => {
          const dayClasses = classesOnDay(sorted, day);
          const isToday = day.date === todayString;
          const name = capitalise(formatWeekday(fromDateString(day.date)));
          const date = dayDateLabel(day.date);
          return (
            <section
              key={day.date}
              className={`day${isToday ? ' day-today' : ''}`}
              aria-label={isToday ? t`${name} ${date}, today` : `${name} ${date}`}
              aria-current={isToday ? 'date' : undefined}
            >
              <header className="day-head">
                <span className="day-name">{name}</span>
                <span className="day-date">{date}</span>
                {isToday && <span className="day-today-badge">{t`Today`}</span>}
              </header>
              {dayClasses.length > 0 ? (
                <ul className="day-classes">
                  {dayClasses.map((cls) => (
                    <li key={cls.id}>
                      <ClassChip cls={cls} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="day-empty">{t`No classes`}</p>
              )}
            </section>
          );
        })}
      </div>

      {unscheduled.length > 0 && (
        <section className="unscheduled" aria-labelledby="unscheduled-title">
          <h2 id="unscheduled-title" className="unscheduled-title">
            {t`Unscheduled`}
          </h2>
          <p className="unscheduled-lead">{t`Classes without a weekday or date.`}</p>
          <ul className="unscheduled-list">
            {unscheduled.map((cls) => (
              <li key={cls.id}>
                <ClassChip cls={cls} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
