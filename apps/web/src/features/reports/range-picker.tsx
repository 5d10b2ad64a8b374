import type { DateRange } from '@classbeam/domain/reports';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import {
  isDay,
  PRESET_LABELS,
  PRESETS,
  type RangeChoice,
  rangeText,
  shiftRange,
} from './report-range';
import './range-picker.css';

interface RangePickerProps {
  choice: RangeChoice;
  /** The days shown now (null: "this term" with no term set). */
  range: DateRange | null;
  termSet: boolean;
  onChoose: (choice: RangeChoice) => void;
  /** Opens the term's dates. */
  onTerm: () => void;
}

/**
 * Today, this week, this month, this term, or any days: one tap each, the days shown in
 * words with the range before and after one tap away; the term's own button sets its dates
 * when none are set.
 */
export function RangePicker({ choice, range, termSet, onChoose, onTerm }: RangePickerProps) {
  const { t } = useLingui();
  const [custom, setCustom] = useState(choice.kind === 'custom');
  return (
    <div className="range-picker">
      <fieldset className="range-presets">
        <legend className="visually-hidden">
          <Trans>Range</Trans>
        </legend>
        {PRESETS.map((kind) => (
          <button
            key={kind}
            type="button"
            className="range-chip"
            aria-pressed={!custom && choice.kind === kind}
            onClick={() => {
              setCustom(false);
              if (kind === 'term' && !termSet) onTerm();
              else onChoose({ kind });
            }}
          >
            {PRESET_LABELS[kind]}
          </button>
        ))}
        <button
          type="button"
          className="range-chip"
          aria-pressed={custom}
          onClick={() => setCustom(true)}
        >
          <Trans>Pick days</Trans>
        </button>
      </fieldset>
      {range && (
        <div className="range-now">
          <button
            type="button"
            className="btn btn-icon btn-ghost"
            aria-label={t`Before`}
            onClick={() => onChoose({ kind: 'custom', ...shiftRange(choice.kind, range, -1) })}
          >
            <ChevronLeftIcon size={20} />
          </button>
          <p className="range-text" aria-live="polite">
            {rangeText(range)}
          </p>
          <button
            type="button"
            className="btn btn-icon btn-ghost"
            aria-label={t`After`}
            onClick={() => onChoose({ kind: 'custom', ...shiftRange(choice.kind, range, 1) })}
          >
            <ChevronRightIcon size={20} />
          </button>
          {choice.kind === 'term' && (
            <button type="button" className="link-button" onClick={onTerm}>
              <Trans>Change term dates</Trans>
            </button>
          )}
        </div>
      )}
      {custom && (
        <CustomDays initial={range} onShow={(days) => onChoose({ kind: 'custom', ...days })} />
      )}
    </div>
  );
}

function CustomDays({
  initial,
  onShow,
}: {
  initial: DateRange | null;
  onShow: (range: DateRange) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [from, setFrom] = useState(initial?.from ?? '');
  const [to, setTo] = useState(initial?.to ?? '');
  const reversed = isDay(from) && isDay(to) && from > to;
  const ready = isDay(from) && isDay(to) && !reversed;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onShow({ from, to });
  };
  return (
    <form className="range-custom" onSubmit={submit}>
      <label className="field-label" htmlFor={`${id}-from`}>
        <Trans>From</Trans>
      </label>
      <input
        id={`${id}-from`}
        type="date"
        className="input"
        value={from}
        max={to || undefined}
        aria-invalid={reversed || undefined}
        aria-describedby={reversed ? `${id}-order` : undefined}
        onChange={(e) => setFrom(e.target.value)}
      />
      <label className="field-label" htmlFor={`${id}-to`}>
        <Trans>To</Trans>
      </label>
      <input
        id={`${id}-to`}
        type="date"
        className="input"
        value={to}
        min={from || undefined}
        aria-invalid={reversed || undefined}
        aria-describedby={reversed ? `${id}-order` : undefined}
        onChange={(e) => setTo(e.target.value)}
      />
      <button type="submit" className="btn btn-primary" disabled={!ready}>
        <Trans>Show</Trans>
      </button>
      {/* Show greys out with days the wrong way round: the reason sits beside the days. */}
      <p id={`${id}-order`} className="field-error range-order" role="status">
        {reversed ? t`The last day is before the first.` : ''}
      </p>
    </form>
  );
}
