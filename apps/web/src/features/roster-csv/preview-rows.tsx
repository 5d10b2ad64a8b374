import type { ImportRowView } from '@classbeam/contracts';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AlertIcon } from '../../ui/icons';

/* The preview's lists of lines: folded by action, or flagged for the teacher to check. */

/** The names one action touches, folded: the teacher opens what they want to check. */
export function NameList({ title, rows }: { title: ReactNode; rows: ImportRowView[] }) {
  if (rows.length === 0) return null;
  return (
    <details className="csv-names">
      <summary>{title}</summary>
      <RowNames rows={rows} />
    </details>
  );
}

/**
 * Rows the import applies but the teacher should look at first, with why (RC14, RC16, RC17):
 * `notice` is the sentence for as many rows (a plural message: one line, or these lines).
 */
export function FlaggedRows({
  label,
  rows,
  notice,
  detail,
}: {
  label: string;
  rows: ImportRowView[];
  notice: ReactNode;
  detail?: (row: ImportRowView) => ReactNode;
}) {
  if (rows.length === 0) return null;
  return (
    <section className="csv-flagged" aria-label={label}>
      <p className="csv-notice csv-notice-warning">
        <AlertIcon size={18} />
        {notice}
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
            <LineNumber line={row.line} /> {row.name}
          </span>
          {detail && <span className="csv-detail">{detail(row)}</span>}
        </li>
      ))}
    </ul>
  );
}

/** A line of the file: 'Line 4'. */
export function LineNumber({ line }: { line: number }) {
  return (
    <span className="csv-line">
      <Trans>Line {line}</Trans>
    </span>
  );
}
