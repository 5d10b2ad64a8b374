import { type StudentBand, studentBand, type TeacherBand, teacherBand } from '@classbeam/domain';
import type { CSSProperties } from 'react';
import type { MeterReading } from './use-meter';
import { VolumeIcon } from './volume-icons';
import './volume.css';

const TEACHER_WORDS: Record<TeacherBand, string> = {
  silent: 'Silent',
  quiet: 'Quiet',
  loud: 'Loud',
};

const STUDENT_WORDS: Record<StudentBand, string> = {
  silent: 'Silent',
  quiet: 'Quiet',
  loud: 'Loud',
  extreme: 'Too loud!',
};

interface TeacherMeterProps {
  reading: MeterReading;
  /** The teacher's alert line (volumeThreshold). */
  threshold: number;
}

/**
 * The teacher's meter: the level now as a bar, the '5-sec' average as a tick and a number, the
 * alert line, and the band of the average in words (silent below 20, quiet below 60, loud).
 */
export function TeacherMeter({ reading, threshold }: TeacherMeterProps) {
  const band = teacherBand(reading.average);
  const average = Math.round(reading.average);
  const over = reading.average > threshold;
  return (
    <div className={`meter meter-${band}${over ? ' meter-over' : ''}`}>
      <div className="meter-readout">
        <span className="meter-band">{TEACHER_WORDS[band]}</span>
        <span className="meter-numbers">
          Now {Math.round(reading.level)} · 5-sec {average}
        </span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a native meter cannot draw the average tick and the alert line inside it */}
      <div
        className="meter-track"
        role="meter"
        aria-label="Classroom volume, 5-second average"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={average}
        aria-valuetext={`${average} of 100, ${TEACHER_WORDS[band].toLowerCase()}${over ? ', above the alert line' : ''}`}
        style={
          {
            '--level': `${clamp(reading.level)}%`,
            '--average': `${clamp(reading.average)}%`,
            '--threshold': `${clamp(threshold)}%`,
          } as CSSProperties
        }
      >
        <span className="meter-fill" />
        <span className="meter-average" />
        <span className="meter-threshold" title={`Alert line at ${threshold}`} />
      </div>
      {over && <p className="meter-alert">Above your alert line ({threshold})</p>}
    </div>
  );
}

interface StudentMeterProps {
  reading: MeterReading | null;
  tally: number;
}

/**
 * The compact student view for the scoreboard's header: a short bar, the band in words
 * (above 95 extreme, above 75 loud, above 50 quiet) and the 'Too Loud' count.
 */
export function StudentMeter({ reading, tally }: StudentMeterProps) {
  const band = reading ? studentBand(reading.level) : null;
  return (
    <div className={`student-meter${band ? ` student-meter-${band}` : ''}`}>
      <VolumeIcon size={22} />
      {/* biome-ignore lint/a11y/useSemanticElements: styled the same as the teacher's meter, which a native meter cannot be */}
      <span
        className="student-meter-track"
        role="meter"
        aria-label="Classroom volume"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={reading ? Math.round(reading.level) : 0}
        aria-valuetext={band ? STUDENT_WORDS[band] : 'Not listening'}
        style={{ '--level': `${clamp(reading?.level ?? 0)}%` } as CSSProperties}
      >
        <span className="meter-fill" />
      </span>
      <span className="student-meter-word">{band ? STUDENT_WORDS[band] : 'Not listening'}</span>
      <span className="too-loud" data-testid="too-loud">
        Too Loud <strong>{tally}</strong>
      </span>
    </div>
  );
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));
