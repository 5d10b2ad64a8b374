import { type Axis, type AxisKey, SCORES, type Scores, scoreTone } from '@classbeam/domain';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { scoreLabel as labelOf } from './labels';
import './score-picker.css';

interface ScorePickerProps {
  axes: readonly Axis[];
  scores: Scores;
  onScore: (axis: AxisKey, score: number, source: 'key' | 'pointer') => void;
  /** Names the radio groups apart when two pickers could be on one page. */
  name: string;
}

/** The radio of an axis that takes focus: the chosen score, or the first. */
function focusAxis(container: Element | null, index: number): void {
  const group = container?.querySelectorAll<HTMLElement>('.score-axis')[index];
  const radio =
    group?.querySelector<HTMLInputElement>('input:checked') ??
    group?.querySelector<HTMLInputElement>('input');
  radio?.focus();
}

/** Focus axis `index` of the picker in `root` (a new student has appeared). */
export function focusAxisAt(root: Element | null, index: number): void {
  focusAxis(root?.querySelector('.score-picker') ?? null, index);
}

/** The axis that has the keyboard focus, if any. */
export function focusedAxis(): number | null {
  const group = document.activeElement?.closest<HTMLElement>('[data-axis-index]');
  return group ? Number(group.dataset.axisIndex) : null;
}

/**
 * Each axis as a radio group, 1 Needs Work ... 5 Excellent: the radar's input for keyboards,
 * screen readers and thumbs. (The number keys are the dialog's: see AssessmentDialog.)
 */
export function ScorePicker({ axes, scores, onScore, name }: ScorePickerProps) {
  const id = useId();
  const { t, i18n } = useLingui();
  const scoreLabel = (score: number) => labelOf(i18n, score);

  return (
    <div className="score-picker">
      <p className="score-scale" aria-hidden="true">
        <span>1 {scoreLabel(SCORES[0] ?? 1)}</span>
        <span>
          {SCORES.length} {scoreLabel(SCORES.length)}
        </span>
      </p>
      {axes.map((axis, index) => {
        const chosen = scores[axis.key] ?? 0;
        const legendId = `${id}-${axis.key}`;
        return (
          <div
            key={axis.key}
            className="score-axis"
            role="radiogroup"
            aria-labelledby={legendId}
            data-axis-index={index}
          >
            <p className="score-axis-head">
              <span id={legendId} className="score-axis-name">
                {axis.label}
              </span>
              <span className={`score-axis-word${chosen ? ` tone-${scoreTone(chosen)}` : ''}`}>
                {chosen ? scoreLabel(chosen) : t`Not rated`}
              </span>
            </p>
            <div className="score-options">
              {SCORES.map((score) => (
                <label key={score} className={`score-option tone-${scoreTone(score)}`}>
                  <input
                    type="radio"
                    name={`${name}-${axis.key}`}
                    value={score}
                    checked={chosen === score}
                    onChange={() => onScore(axis.key, score, 'pointer')}
                  />
                  <span className="score-option-number" aria-hidden="true">
                    {score}
                  </span>
                  <span className="visually-hidden">
                    {score} {scoreLabel(score)}
                  </span>
                </label>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
