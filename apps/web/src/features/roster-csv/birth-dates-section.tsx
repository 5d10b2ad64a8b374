import type { ImportBirthDate, ImportRowView } from '@classbeam/contracts';
import type { DateOrder } from '@classbeam/contracts/constants';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { DateOrderField } from '../../ui/date-order-field';
import { birthDateText, dateProblemMessage } from './import-words';
import { FlaggedRows, RowNames } from './preview-rows';

const dateOf = (row: ImportRowView): ImportBirthDate | undefined =>
  row.action === 'skip' ? undefined : row.birthDate;

/** The date a line sets or replaces, if one was read. */
function readDate(row: ImportRowView): Extract<ImportBirthDate, { date: string }> | null {
  const date = dateOf(row);
  return date && date.kind !== 'problem' ? date : null;
}

/**
 * RC17 in the preview: the order the file's dates are read in (the teacher may change it, and
 * the preview follows), each date read as '3 Feb 2016' beside its line, the dates that could
 * not be read flagged with why, and how many replace a date on file. Nothing of a date on file
 * is shown: only its keyed hash exists (P3).
 */
export function BirthDatesSection({
  rows,
  order,
  pending,
  onOrder,
}: {
  rows: readonly ImportRowView[];
  order: DateOrder;
  pending: boolean;
  onOrder: (order: DateOrder) => void;
}) {
  const read = rows.filter((r) => readDate(r) !== null);
  const problems = rows.filter((r) => dateOf(r)?.kind === 'problem');
  const replacing = read.filter((r) => readDate(r)?.kind === 'replace').length;
  const readCount = read.length;
  const problemCount = problems.length;
  const { t } = useLingui();
  return (
    <section className="csv-dates" aria-label={t`Dates of birth`}>
      <h3>
        <Trans>Dates of birth</Trans>
      </h3>
      <DateOrderField
        label={t`Dates in this file are written`}
        value={order}
        onChange={onOrder}
        disabled={pending}
      />
      <p className="csv-hint" data-testid="csv-dates-count">
        {replacing > 0 ? (
          <Trans>
            <Plural value={readCount} one="# date of birth read" other="# dates of birth read" /> (
            <Plural value={replacing} one="# replaces" other="# replace" /> one on file). Check a
            few below: if a day and month look swapped, change the order above. Once imported they
            are never shown again.
          </Trans>
        ) : (
          <Trans>
            <Plural value={readCount} one="# date of birth read" other="# dates of birth read" />.
            Check a few below: if a day and month look swapped, change the order above. Once
            imported they are never shown again.
          </Trans>
        )}
      </p>
      <FlaggedRows
        label={t`Dates of birth not read`}
        rows={problems}
        notice={
          <Plural
            value={problemCount}
            one="This date of birth could not be read. The student is imported without it: fix the file and import again, or enter the date under Birth dates."
            other="These dates of birth could not be read. The students are imported without them: fix the file and import again, or enter the dates under Birth dates."
          />
        }
        detail={(row) => {
          const date = dateOf(row);
          return date?.kind === 'problem'
            ? dateProblemMessage(date.problem, date.value, order)
            : null;
        }}
      />
      {read.length > 0 && (
        <details className="csv-names" open>
          <summary>
            <Trans>Dates read ({readCount})</Trans>
          </summary>
          <RowNames
            rows={read}
            detail={(row) => {
              const date = readDate(row);
              if (!date) return null;
              const shown = birthDateText(date.date);
              return date.kind === 'replace' ? t`${shown} (replaces the one on file)` : shown;
            }}
          />
        </details>
      )}
    </section>
  );
}
