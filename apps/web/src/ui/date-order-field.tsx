import type { DateOrder } from '@classbeam/contracts/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Field } from './field';

/**
 * Each order in words and as a pattern, whole: the domain's DATE_ORDER_LABELS and
 * DATE_ORDER_PATTERNS in English ('Day/Month/Year (DD/MM/YYYY)'), a language's own letters
 * elsewhere (Spanish writes AAAA for the year).
 */
const ORDERS: readonly [DateOrder, MessageDescriptor][] = [
  ['dmy', msg`Day/Month/Year (DD/MM/YYYY)`],
  ['mdy', msg`Month/Day/Year (MM/DD/YYYY)`],
  ['ymd', msg`Year-Month-Day (YYYY-MM-DD)`],
];

/**
 * How dates of birth are written, said in words and as a pattern ('Day/Month/Year
 * (DD/MM/YYYY)'): the CSV import's preview and the whole-class table ask it the same way.
 */
export function DateOrderField({
  label,
  value,
  onChange,
  hint,
  disabled,
}: {
  label: string;
  value: DateOrder;
  onChange: (order: DateOrder) => void;
  hint?: string;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  return (
    <Field label={label} hint={hint} className="date-order-field">
      {(control) => (
        <select
          {...control}
          className="input"
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value as DateOrder)}
        >
          {ORDERS.map(([order, words]) => (
            <option key={order} value={order}>
              {t(words)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
