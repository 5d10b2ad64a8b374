import type { Language } from '@classbeam/contracts/constants';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LanguageField } from '../../ui/language-field';
import { setAccountLanguage } from './auth-api';
import { useAuthStore } from './auth-store';

/**
 * The teacher's language, on every device they sign in on (docs/decisions/0166). Saved at
 * once: the page switches when the server has it, so what shows is what is stored.
 */
export function AccountLanguage({ language }: { language: Language | null }) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function choose(next: Language | null) {
    setPending(true);
    setError(undefined);
    try {
      useAuthStore.getState().setUser(await setAccountLanguage(next));
    } catch {
      setError(t`Your language could not be saved. Please try again.`);
    } finally {
      setPending(false);
    }
  }

  return (
    <LanguageField
      label={t`Language`}
      automatic={t`Automatic (browser)`}
      hint={t`Your screens on every device you sign in on. Displays and iPads follow each class's language.`}
      value={language}
      onChange={(next) => void choose(next)}
      error={error}
      disabled={pending}
    />
  );
}
