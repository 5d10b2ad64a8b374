import { type ReactNode, useId } from 'react';
import './switch.css';

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  /** A line under the label saying what the switch does. */
  hint?: ReactNode;
  disabled?: boolean;
}

/** An on/off setting: a labelled switch (role "switch"), the whole row tappable. */
export function Switch({ checked, onChange, label, hint, disabled }: SwitchProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    // A label: a tap anywhere on the row goes to the switch, its labelable control.
    <label className="switch-row">
      <span className="switch-text">
        <span id={labelId} className="switch-label">
          {label}
        </span>
        {hint && (
          <span id={hintId} className="switch-hint">
            {hint}
          </span>
        )}
      </span>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <span className="switch-thumb" aria-hidden="true" />
      </button>
    </label>
  );
}
