import {
  overTheLine,
  type StudentBand,
  studentBand,
  type TeacherBand,
  teacherBand,
} from '@classbeam/domain';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import type { MeterReading } from './use-meter';
import { VolumeIcon } from './volume-icons';
import './volume.css';

const TEACHER_WORDS: Record<TeacherBand, MessageDescriptor> = {
  silent: msg`Silent`,
  quiet: msg`Quiet`,
  loud: msg`Loud`,
};

/** The band's word in a sentence ("…, quiet"): its own message, not a lower-cased word. */
const TEACHER_WORDS_INLINE: Record<TeacherBand, MessageDescriptor> = {
  silent: msg`silent`,
  quiet: msg`quiet`,
  loud: msg`loud`,
};

export const STUDENT_WORDS: Record<StudentBand, MessageDescriptor> = {
  silent: msg`Silent`,
  quiet: msg`Quiet`,
  loud: msg`Loud`,
  extreme: msg`Too loud!`,
};

interface TeacherMeterProps {
  reading: MeterReading;
  /** The class's Too Loud line (volumeThreshold, V5): the tally counts above it. */
  line: number;
}

/**
 * The teacher's meter: the level now as a bar, the '5-sec' average as a tick and a number, the
 * Too Loud line, and the band of the average in words (silent below 20, quiet below 60, loud).
 */
export function TeacherMeter({ reading, line }: TeacherMeterProps) {
  const { t } = useLingui();
  const band = teacherBand(reading.average);
  const average = Math.round(reading.average);
  const level = Math.round(reading.level);
  const over = overTheLine(reading.average, line);
  const word = t(TEACHER_WORDS_INLINE[band]);
  return (
    <div className={`meter meter-${band}${over ? ' meter-over' : ''}`}>
      <div className="meter-readout">
        <span className="meter-band">{t(TEACHER_WORDS[band])}</span>
        <span className="meter-numbers">
          <Trans>
            Now {level} · 5-sec {average}
          </Trans>
        </span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a native meter cannot draw the average tick and the Too Loud line inside it */}
      <div
        className="meter-track"
        role="meter"
        aria-label={t`Classroom volume, 5-second average`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={average}
        aria-valuetext={
          over
            ? t`${average} of 100, ${word}, over the Too Loud line`
            : t`${average} of 100, ${word}`
        }
        style={
          {
            '--level': `${clamp(reading.level)}%`,
            '--average': `${clamp(reading.average)}%`,
            '--line': `${clamp(line)}%`,
          } as CSSProperties
        }
      >
        <span className="meter-fill" />
        <span className="meter-average" />
        <span className="meter-line" />
      </div>
      <p className={over ? 'meter-alert' : 'meter-legend'}>
        {over
          ? t`Over the Too Loud line (${line}): the tally counts if it stays there.`
          : t`Dashed line: Too Loud at ${line}`}
      </p>
    </div>
  );
}

interface StudentMeterProps {
  reading: MeterReading | null;
  tally: number;
  /** The class's Too Loud line, drawn on the bar. */
  line: number;
}

/**
 * The compact student view for the scoreboard's header: a short bar with the Too Loud line,
 * the band in words (above 95 extreme, above 75 loud, above 50 quiet) and the 'Too Loud' count,
 * lit while the 5-second average is over the line.
 */
export function StudentMeter({ reading, tally, line }: StudentMeterProps) {
  const { t } = useLingui();
  const { band, over, word } = studentReading(reading, line);
  return (
    <div
      className={`student-meter${band ? ` student-meter-${band}` : ''}${over ? ' student-meter-over' : ''}`}
    >
      <VolumeIcon size={22} />
      {/* biome-ignore lint/a11y/useSemanticElements: styled the same as the teacher's meter, which a native meter cannot be */}
      <span
        className="student-meter-track"
        role="meter"
        aria-label={t`Classroom volume`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={reading ? Math.round(reading.level) : 0}
        aria-valuetext={word}
        style={
          {
            '--level': `${clamp(reading?.level ?? 0)}%`,
            '--line': `${clamp(line)}%`,
          } as CSSProperties
        }
      >
        <span className="meter-fill" />
        <span className="student-meter-line" />
      </span>
      <span className="student-meter-word">{word}</span>
      <span className="too-loud" data-testid="too-loud">
        <Trans>
          Too Loud <strong>{tally}</strong>
        </Trans>
      </span>
    </div>
  );
}

const NOT_LISTENING = msg`Not listening`;

export const clamp = (value: number) => Math.min(100, Math.max(0, value));

/**
 * What a students' meter (the header's, the big one) shows of a reading: the band of the level
 * now, its word (in the active language: call it while drawing), and whether the 5-second
 * average is over the Too Loud line.
 */
export function studentReading(reading: MeterReading | null, line: number) {
  const band = reading ? studentBand(reading.level) : null;
  return {
    band,
    over: reading !== null && overTheLine(reading.average, line),
    word: i18n._(band ? STUDENT_WORDS[band] : NOT_LISTENING),
  };
}
