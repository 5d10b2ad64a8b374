import type { AttendanceFigures, PointsFigures } from '@classbeam/contracts';
import { Trans } from '@lingui/react/macro';
import { formatNumber } from '../../lib/i18n/format';
import { percentText } from './report-range';
import './report-page.css';

/** The range's points in four figures: given, taken, the share positive, reminders. */
export function PointsTiles({ points }: { points: PointsFigures }) {
  return (
    <dl className="tiles">
      <div className="tile tile-given">
        <dt>
          <Trans>Points given</Trans>
        </dt>
        <dd>{formatNumber(points.given)}</dd>
      </div>
      <div className="tile tile-taken">
        <dt>
          <Trans>Points taken</Trans>
        </dt>
        <dd>{formatNumber(points.taken)}</dd>
      </div>
      <div className="tile">
        <dt>
          <Trans>Positive</Trans>
        </dt>
        <dd>{percentText(points.percentPositive)}</dd>
      </div>
      <div className="tile">
        <dt>
          <Trans>Reminders</Trans>
        </dt>
        <dd>{formatNumber(points.reminders)}</dd>
      </div>
    </dl>
  );
}

/** Days in class: present, late, absent (a class's are student-days). */
export function AttendanceTiles({
  attendance,
  studentDays = false,
}: {
  attendance: AttendanceFigures;
  studentDays?: boolean;
}) {
  return (
    <>
      <dl className="tiles tiles-attendance">
        <div className="tile tile-present">
          <dt>
            <Trans>Present</Trans>
          </dt>
          <dd>{formatNumber(attendance.present)}</dd>
        </div>
        <div className="tile tile-late">
          <dt>
            <Trans>Late</Trans>
          </dt>
          <dd>{formatNumber(attendance.late)}</dd>
        </div>
        <div className="tile tile-absent">
          <dt>
            <Trans>Absent</Trans>
          </dt>
          <dd>{formatNumber(attendance.absent)}</dd>
        </div>
      </dl>
      <p className="tiles-note">
        {studentDays ? (
          <Trans>Student-days: each student counts once for each day the class met.</Trans>
        ) : (
          <Trans>Days the class met, from the register.</Trans>
        )}
      </p>
    </>
  );
}
