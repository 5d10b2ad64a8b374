import type { Language } from '@classbeam/contracts/constants';
import { LANGUAGE_NAMES, LANGUAGES } from '../lib/i18n/locales';
import { Field } from './field';

const AUTOMATIC = 'auto';

/**
 * A language setting: automatic (null, the browser decides) or one of ours. Each language is
 * listed in its own name, so a reader finds theirs whatever the page is in; `lang` on the
 * option lets a screen reader say it right.
 */
export function LanguageField({
  label,
  automatic,
  value,
  onChange,
  hint,
  error,
  disabled,
}: {
  label: string;
  /** The automatic choice's label ("Automatic (browser)"). */
  automatic: string;
  value: Language | null;
  onChange: (language: Language | null) => void;
  hint?: string;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <select
          {...control}
          className="input"
          value={value ?? AUTOMATIC}
          disabled={disabled}
          onChange={(event) => {
            const chosen = event.target.value;
            onChange(chosen === AUTOMATIC ? null : (chosen as Language));
          }}
        >
          <option value={AUTOMATIC}>{automatic}</option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
