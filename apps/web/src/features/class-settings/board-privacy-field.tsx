import { BOARD_PRIVACY, type BoardPrivacy } from '@classbeam/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import './board-privacy-field.css';

/** The four choices as a teacher reads them: a short name and what the room will see. */
export const BOARD_PRIVACY_CHOICES: Record<
  BoardPrivacy,
  { label: MessageDescriptor; hint: MessageDescriptor }
> = {
  leaderboard: {
    label: msg`Full leaderboard`,
    hint: msg`Points, 1st, 2nd and 3rd, and the average. Most points first.`,
  },
  'no-ranks': {
    label: msg`Points, no ranks`,
    hint: msg`Points on every card, in name order, and the average. No 1st, 2nd or 3rd.`,
  },
  'class-total': {
    label: msg`Class total only`,
    hint: msg`One total for the whole class. No one's own points.`,
  },
  'no-points': {
    label: msg`No points`,
    hint: msg`Names and photos only.`,
  },
};

/**
 * What the board shows (decision 0152): one of four, for every board of the class (display
 * links and the Student Scoreboard view). A choice shows at once and is saved at once.
 */
export function BoardPrivacyField({
  value,
  onChange,
}: {
  value: BoardPrivacy;
  onChange: (privacy: BoardPrivacy) => void;
}) {
  const { t } = useLingui();
  const name = useId();
  const hintId = useId();
  return (
    <fieldset className="setting-field board-privacy" aria-describedby={hintId}>
      <legend className="switch-label board-privacy-legend">
        <Trans>What the board shows</Trans>
      </legend>
      <p id={hintId} className="switch-hint">
        <Trans>
          Every board of the class follows at once. Your student list still shows everyone's points.
        </Trans>
      </p>
      <div className="board-privacy-choices">
        {BOARD_PRIVACY.map((choice) => {
          const { label, hint } = BOARD_PRIVACY_CHOICES[choice];
          return (
            <label key={choice} className="board-privacy-choice">
              <input
                type="radio"
                name={name}
                value={choice}
                checked={value === choice}
                onChange={() => onChange(choice)}
              />
              <span className="board-privacy-text">
                <span className="board-privacy-label">{t(label)}</span>
                <span className="switch-hint">{t(hint)}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
