import type { RosterImportPreview, RosterImportTable } from '@classbeam/contracts';
import type { DateOrder } from '@classbeam/contracts/constants';
import { importColumns, skipReasonText } from '@classbeam/domain/roster-csv';
import { useState } from 'react';
import { ApiRequestError, hasCode } from '../../lib/api-client';
import { rememberDateOrder } from '../../lib/date-order';
import { UploadIcon } from '../../ui/classroom-icons';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-parts';
import { AlertIcon } from '../../ui/icons';
import { toast } from '../../ui/toast-store';
import { BirthDatesSection } from './birth-dates-section';
import { FlaggedRows, NameList } from './preview-rows';
import { applyImport, previewImport } from './roster-csv-api';
import './roster-csv.css';

interface ImportPreviewDialogProps {
  classId: number;
  fileName: string;
  /** With its `dateOrder` when the file has a date-of-birth column. */
  table: RosterImportTable;
  /** Some characters of the file could not be read (they show as U+FFFD). */
  unreadable: boolean;
  preview: RosterImportPreview;
  onClose: () => void;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function failureText(error: unknown): string {
  if (error instanceof ApiRequestError)
    return `${error.apiError?.message ?? error.message} Nothing was imported.`;
  return 'The server could not be reached. Nothing was imported; check the connection and try again.';
}

/**
 * The import preview (spec section 5): 'Create N · Update N · Skip N' and every skipped line
 * with its reason; nothing is written until Confirm, which applies exactly this plan.
 */
export function ImportPreviewDialog({
  classId,
  fileName,
  table,
  unreadable,
  preview: first,
  onClose,
}: ImportPreviewDialogProps) {
  const [preview, setPreview] = useState(first);
  // RC17: the order the file's dates of birth are read in; the teacher may change it.
  const [order, setOrder] = useState<DateOrder | undefined>(table.dateOrder);
  const sent: RosterImportTable = order ? { ...table, dateOrder: order } : table;
  const hasDates = (importColumns(table.headers)?.birthDate ?? null) !== null;
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'warning' | 'error'; text: string } | null>(null);
  const { counts } = preview;
  const changes = counts.create + counts.update;
  const skipped = preview.rows.filter((r) => r.action === 'skip');
  // RC14: new students whose name a hidden student has; the teacher may want Show again.
  const namesakes = preview.rows.filter((r) => r.action === 'create' && r.hiddenNamesake);
  // RC16: lines that look like 'Lee, Ann' written without quotes.
  const maybeSplit = preview.rows.filter(
    (r) => (r.action === 'create' || r.action === 'update') && r.maybeSplit,
  );

  /** The same file read in another order: a new preview, which Confirm then applies. */
  async function changeOrder(next: DateOrder) {
    rememberDateOrder(next);
    setOrder(next);
    setPending(true);
    setNotice(null);
    try {
      setPreview(await previewImport(classId, { ...table, dateOrder: next }));
    } catch (error) {
      console.error('CSV preview failed', error);
      setNotice({ tone: 'error', text: failureText(error) });
    }
    setPending(false);
  }

  async function confirm() {
    setPending(true);
    setNotice(null);
    try {
      const result = await applyImport(classId, sent, preview.planId);
      toast({
        title: 'Import complete',
        // What the import did, leaving out what it did none of.
        description: [
          [result.created, 'student added', 'students added'] as const,
          [result.updated, 'student updated', 'students updated'] as const,
          [result.birthDates, 'date of birth set', 'dates of birth set'] as const,
        ]
          .filter(([n]) => n > 0)
          .map(([n, one, many]) => plural(n, one, many))
          .join(', '),
        variant: 'success',
      });
      onClose();
      return;
    } catch (error) {
      if (hasCode(error, 'import_plan_changed')) {
        // Another device changed the roster meanwhile: show what the file would do now.
        try {
          setPreview(await previewImport(classId, sent));
          setNotice({
            tone: 'warning',
            text: 'The class changed on another device since this preview. Here is the new one: check it and confirm again.',
          });
        } catch (again) {
          setNotice({ tone: 'error', text: failureText(again) });
        }
      } else {
        console.error('CSV import failed', error);
        setNotice({ tone: 'error', text: failureText(error) });
      }
    }
    setPending(false);
  }

  return (
    <Dialog
      open
      title="Import CSV"
      icon={<UploadIcon size={22} />}
      description={fileName}
      onClose={pending ? () => {} : onClose}
      className="csv-dialog"
    >
      <div className="csv-preview">
        <p className="csv-counts" data-testid="csv-counts">
          Create {counts.create} · Update {counts.update} · Skip {counts.skip}
        </p>
        {counts.unchanged > 0 && (
          <p className="csv-hint">
            {plural(counts.unchanged, 'line matches a student', 'lines match students')} and
            {counts.unchanged === 1 ? ' changes' : ' change'} nothing.
          </p>
        )}
        {unreadable && (
          <p className="csv-notice csv-notice-warning">
            <AlertIcon size={18} />
            Some characters in this file could not be read and show as �. Check the names, or save
            the file again as CSV UTF-8.
          </p>
        )}
        {notice && (
          <p className={`csv-notice csv-notice-${notice.tone}`} role="alert">
            <AlertIcon size={18} />
            {notice.text}
          </p>
        )}
        {skipped.length > 0 && (
          <section className="csv-skipped" aria-label="Skipped lines">
            <h3>Skipped lines</h3>
            <ul>
              {skipped.map((row) => (
                <li key={row.line}>
                  <span className="csv-line">Line {row.line}</span>
                  <span className="csv-skip-name">{row.name || '(no name)'}</span>
                  <span className="csv-reason">
                    {row.action === 'skip' ? skipReasonText(row.reason) : ''}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <FlaggedRows
          label="Names that may be split"
          rows={maybeSplit}
          one='This line may hold a name split at a comma: "Lee, Ann" written without quotes reads as Lee, with Ann in the next column. If so, cancel, put the name in quotes and import again.'
          many='These lines may hold names split at a comma: "Lee, Ann" written without quotes reads as Lee, with Ann in the next column. If so, cancel, put the names in quotes and import again.'
        />
        <FlaggedRows
          label="Names of hidden students"
          rows={namesakes}
          one="A hidden student has this name. The import adds a second student of the name; to bring back the hidden one instead, cancel and use Show again under Load Class."
          many="Hidden students have these names. The import adds a second student of each name; to bring back the hidden ones instead, cancel and use Show again under Load Class."
        />
        {hasDates && order && (
          <BirthDatesSection
            rows={preview.rows}
            order={order}
            pending={pending}
            onOrder={(next) => void changeOrder(next)}
          />
        )}
        <NameList title="New students" rows={preview.rows.filter((r) => r.action === 'create')} />
        <NameList
          title="Students updated"
          rows={preview.rows.filter((r) => r.action === 'update')}
        />
        <p className="csv-hint">
          {changes === 0
            ? 'Nothing to change: the file holds no new students, notes or dates of birth.'
            : 'New students start with 5 points and present. A name already in the class only gets the new notes and date of birth; a blank cell never erases anything.'}
        </p>
      </div>
      <DialogActions>
        {changes === 0 ? (
          <button type="button" className="btn btn-primary" data-autofocus onClick={onClose}>
            Close
          </button>
        ) : (
          <>
            <button type="button" className="btn" onClick={onClose} disabled={pending}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-primary"
              data-autofocus
              onClick={confirm}
              disabled={pending}
            >
              {pending ? 'Importing…' : 'Confirm'}
            </button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
