import type { AttendanceFigures, PointsFigures } from '@classbeam/contracts';
import { percentText } from './report-range';
import './report-page.css';

/** The range's points in four figures: given, taken, the share positive, reminders. */
export function PointsTiles({ points }: { points: PointsFigures }) {
  return (
    <dl className="tiles">
      <div className="tile tile-given">
        <dt>Points given</dt>
        <dd>{points.given}</dd>
      </div>
      <div className="tile tile-taken">
        <dt>Points taken</dt>
        <dd>{points.taken}</dd>
      </div>
      <div className="tile">
        <dt>Positive</dt>
        <dd>{percentText(points.percentPositive)}</dd>
      </div>
      <div className="tile">
        <dt>Reminders</dt>
        <dd>{points.reminders}</dd>
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
          <dt>Present</dt>
          <dd>{attendance.present}</dd>
        </div>
        <div className="tile tile-late">
          <dt>Late</dt>
          <dd>{attendance.late}</dd>
        </div>
        <div className="tile tile-absent">
          <dt>Absent</dt>
          <dd>{attendance.absent}</dd>
        </div>
      </dl>
      <p className="tiles-note">
        {studentDays
          ? 'Student-days: each student counts once for each day the class met.'
          : 'Days the class met, from the register.'}
      </p>
    </>
  );
}
