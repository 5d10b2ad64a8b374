import { Trans, useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import type { MeterReading } from './use-meter';
import { VolumeIcon } from './volume-icons';
import { clamp, studentReading } from './volume-meter';
import './big-meter.css';

interface BigMeterProps {
  reading: MeterReading | null;
  tally: number;
  /** The class's Too Loud line (volumeThreshold, V5). */
  line: number;
}

/**
 * The students' meter drawn big, across the board, to be read from the back of the room
 * (docs/decisions/0149): the level now as a bar, the 5-second average as a tick, the one Too
 * Loud line with its number, and the 'Too Loud' count, lit while the average is over the line.
 */
export function BigMeter({ reading, tally, line }: BigMeterProps) {
  const { t } = useLingui();
  const { band, over, word } = studentReading(reading, line);
  return (
    <div
      className={`big-meter${band ? ` big-meter-${band}` : ''}${over ? ' big-meter-over' : ''}`}
      data-testid="big-meter"
    >
      <p className="big-meter-word">
        <VolumeIcon size={40} />
        <span>{word}</span>
      </p>
      <div
        className="big-meter-scale"
        style={
          {
            '--level': `${clamp(reading?.level ?? 0)}%`,
            '--average': `${clamp(reading?.average ?? 0)}%`,
            '--line': `${clamp(line)}%`,
            '--line-shift': `${-clamp(line)}%`,
          } as CSSProperties
        }
      >
        <span className="big-meter-tag">
          <Trans>Too Loud line {line}</Trans>
        </span>
        <span className="big-meter-rail">
          {/* biome-ignore lint/a11y/useSemanticElements: a native meter cannot draw the average tick and the Too Loud line inside it */}
          <span
            className="big-meter-track"
            role="meter"
            aria-label={t`Classroom volume`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={reading ? Math.round(reading.level) : 0}
            aria-valuetext={over ? t`${word}, over the Too Loud line (${line})` : word}
          >
            <span className="meter-fill" />
            {reading && <span className="big-meter-average" />}
          </span>
          <span className="big-meter-line" />
        </span>
      </div>
      <p className="big-meter-count" data-testid="too-loud">
        <Trans>
          Too Loud <strong>{tally}</strong>
        </Trans>
      </p>
    </div>
  );
}
