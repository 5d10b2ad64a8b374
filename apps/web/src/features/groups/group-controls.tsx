import type { PublicGroupDto } from '@classbeam/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { type CSSProperties, useId, useState } from 'react';
import { openAwardPicker } from '../../lib/award-picker';
import { tapUndoable } from '../../lib/live/undo';
import { StarIcon } from '../../ui/classroom-icons';
import { PlusIcon } from '../../ui/icons';
import { MinusIcon } from '../../ui/lesson-icons';
import { RUN_BUTTONS_ATTR } from '../../ui/run-buttons';
import '../../ui/board-button.css';
import './group-controls.css';

/**
 * The scoreboard's floating Group Controls panel (spec section 2): a group selector and +/-
 * buttons, shown when groups exist. A point goes to every member who is here.
 */
export function GroupControls({ groups }: { groups: readonly PublicGroupDto[] }) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<number | null>(null);
  const selectId = useId();
  // The chosen group may be deleted on another device: fall back to the first one.
  const group = groups.find((g) => g.id === chosen) ?? groups[0];
  if (!group) return null;
  const groupName = group.name;
  const give = (delta: 1 | -1) =>
    tapUndoable(
      { kind: 'group-points', groupId: group.id, delta },
      `${group.name} ${delta > 0 ? '+1' : '-1'}`,
    );

  return (
    // Marked like the run's own buttons: reached with the keyboard, Enter and Space press
    // them instead of moving the lesson on (the board's shortcuts).
    <fieldset
      className="group-controls"
      style={{ '--team': group.color } as CSSProperties}
      {...{ [RUN_BUTTONS_ATTR]: '' }}
    >
      <legend className="visually-hidden">
        <Trans>Group points</Trans>
      </legend>
      <span className="group-controls-swatch" aria-hidden="true" />
      <label className="visually-hidden" htmlFor={selectId}>
        <Trans>Group</Trans>
      </label>
      <select
        id={selectId}
        className="group-controls-select"
        value={group.id}
        onChange={(e) => setChosen(Number(e.target.value))}
      >
        {groups.map((g) => (
          <option key={g.id} value={g.id}>
            {g.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="board-btn group-controls-btn"
        aria-label={`${group.name} -1`}
        onClick={() => give(-1)}
      >
        <MinusIcon size={22} />
      </button>
      <button
        type="button"
        className="board-btn group-controls-btn"
        aria-label={`${group.name} +1`}
        onClick={() => give(1)}
      >
        <PlusIcon size={22} />
      </button>
      <button
        type="button"
        className="board-btn group-controls-btn group-controls-skill"
        aria-label={t`Give ${groupName} a skill`}
        onClick={() => openAwardPicker({ kind: 'group', groupId: group.id, name: group.name })}
      >
        <StarIcon size={22} />
        <Trans>Skill</Trans>
      </button>
    </fieldset>
  );
}
