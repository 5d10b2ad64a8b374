import type { Language } from '@classbeam/contracts/constants';
import { useLingui } from '@lingui/react/macro';
import { LanguageField } from '../../ui/language-field';

/**
 * The language of the devices students see (docs/decisions/0166): every display link and the
 * iPad page of the class switch to it at once. The teacher's own devices keep the teacher's.
 */
export function ClassLanguageField({
  value,
  onChange,
}: {
  value: Language | null;
  onChange: (language: Language | null) => void;
}) {
  const { t } = useLingui();
  return (
    <LanguageField
      label={t`Language on the display and iPads`}
      automatic={t`Automatic (each device's browser)`}
      hint={t`What the students read. Your own screens follow your account's language.`}
      value={value}
      onChange={onChange}
    />
  );
}
