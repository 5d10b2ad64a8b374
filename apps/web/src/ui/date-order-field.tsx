import type { DateOrder } from '@classbeam/contracts/constants';
import { DATE_ORDER_LABELS, DATE_ORDER_PATTERNS } from '@classbeam/domain/birth-date';
import { Field } from './field';

const ORDERS: DateOrder[] = ['dmy', 'mdy', 'ymd'];

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
          {ORDERS.map((order) => (
            <option key={order} value={order}>
              {DATE_ORDER_LABELS[order]} ({DATE_ORDER_PATTERNS[order]})
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
