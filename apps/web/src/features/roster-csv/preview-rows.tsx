import type { ImportRowView } from '@classbeam/contracts';
import type { ReactNode } from 'react';
import { AlertIcon } from '../../ui/icons';

/* The preview's lists of lines: folded by action, or flagged for the teacher to check. */

/** The names one action touches, folded: the teacher opens what they want to check. */
export function NameList({ title, rows }: { title: string; rows: ImportRowView[] }) {
  if (rows.length === 0) return null;
  return (
    <details className="csv-names">
      <summary>
        {title} ({rows.length})
      </summary>
      <RowNames rows={rows} />
    </details>
  );
}

/** Rows the import applies but the teacher should look at first, with why (RC14, RC16, RC17). */
export function FlaggedRows({
  label,
  rows,
  one,
  many,
  detail,
}: {
  label: string;
  rows: ImportRowView[];
  one: string;
  many: string;
  detail?: (row: ImportRowView) => ReactNode;
}) {
  if (rows.length === 0) return null;
  return (
    <section className="csv-flagged" aria-label={label}>
      <p className="csv-notice csv-notice-warning">
        <AlertIcon size={18} />
        {rows.length === 1 ? one : many}
      </p>
      <RowNames rows={rows} detail={detail} />
    </section>
  );
}

/**
 * Each row's file line and name, and what more `detail` says of it. 'Line', never 'Row': the
 * seating row a student sits in is a Row too.
 */
export function RowNames({
  rows,
  detail,
}: {
  rows: ImportRowView[];
  detail?: ((row: ImportRowView) => ReactNode) | undefined;
}) {
  return (
    <ul>
      {rows.map((row) => (
        <li key={row.line}>
          <span className="csv-who">
            <span className="csv-line">Line {row.line}</span> {row.name}
          </span>
          {detail && <span className="csv-detail">{detail(row)}</span>}
        </li>
      ))}
    </ul>
  );
}
