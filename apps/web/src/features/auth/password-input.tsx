import { useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useState } from 'react';
import type { ControlProps } from '../../ui/field';
import { EyeIcon, EyeOffTrackerIcon } from '../../ui/icons';
import './password-input.css';

interface PasswordInputProps {
  control: ControlProps;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** Teachers type on phones: letting them see the password prevents most failed attempts. */
export function PasswordInput({ control, autoComplete, value, onChange }: PasswordInputProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input
        {...control}
        className="input"
        type={visible ? 'text' : 'password'}
        name="password"
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        onChange={onChange}
        required
      />
      <button
        type="button"
        className="password-toggle"
        aria-label={visible ? t`Hide password` : t`Show password`}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOffTrackerIcon size={20} /> : <EyeIcon size={20} />}
      </button>
    </div>
  );
}
