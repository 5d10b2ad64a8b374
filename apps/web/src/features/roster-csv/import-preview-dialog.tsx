import type { RosterImportPreview, RosterImportTable } from '@classbeam/contracts';
import type { DateOrder } from '@classbeam/contracts/constants';
import { importColumns } from '@classbeam/domain/roster-csv';
import { plural, t as translate } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ApiRequestError, hasCode } from '../../lib/api-client';
import { rememberDateOrder } from '../../lib/date-order';
import { serverText } from '../../lib/server-texts/server-text';
import { UploadIcon } from '../../ui/classroom-icons';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-parts';
import { AlertIcon } from '../../ui/icons';
import { toast } from '../../ui/toast-store';
import { BirthDatesSection } from './birth-dates-section';
import { skipReasonMessage } from './import-words';
import { FlaggedRows, LineNumber, NameList } from './preview-rows';
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

function failureText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    // The server's own sentence in the active language, then ours.
    const reason = serverText(error);
    return translate`${reason} Nothing was imported.`;
  }
  return translate`The server could not be reached. Nothing was imported; check the connection and try again.`;
}

/** What an import did, leaving out what it did none of: '3 students added, 1 date of birth set'. */
function importedText(result: { created: number; updated: number; birthDates: number }): string {
  const { created, updated, birthDates } = result;
  const parts: string[] = [];
  if (created > 0)
    parts.push(plural(created, { one: '# student added', other: '# students added' }));
  if (updated > 0)
    parts.push(plural(updated, { one: '# student updated', other: '# students updated' }));
  if (birthDates > 0)
    parts.push(plural(birthDates, { one: '# date of birth set', other: '# dates of birth set' }));
  return parts.join(', ');
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
  const { t } = useLingui();
  const [preview, setPreview] = useState(first);
  // RC17: the order the file's dates of birth are read in; the teacher may change it.
  const [order, setOrder] = useState<DateOrder | undefined>(table.dateOrder);
  const sent: RosterImportTable = order ? { ...table, dateOrder: order } : table;
  const hasDates = (importColumns(table.headers)?.birthDate ?? null) !== null;
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'warning' | 'error'; text: string } | null>(null);
  const { counts } = preview;
  const { create: creating, update: updating, skip: skipping, unchanged } = counts;
  const changes = counts.create + counts.update;
  const creatingRows = preview.rows.filter((r) => r.action === 'create');
  const updatingRows = preview.rows.filter((r) => r.action === 'update');
  const creatingCount = creatingRows.length;
  const updatingCount = updatingRows.length;
  const skipped = preview.rows.filter((r) => r.action === 'skip');
  // RC14: new students whose name a hidden student has; the teacher may want Show again.
  const namesakes = preview.rows.filter((r) => r.action === 'create' && r.hiddenNamesake);
  // RC16: lines that look like 'Lee, Ann' written without quotes.
  const maybeSplit = preview.rows.filter(
    (r) => (r.action === 'create' || r.action === 'update') && r.maybeSplit,
  );
  const splitCount = maybeSplit.length;
  const namesakeCount = namesakes.length;

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
        title: t`Import complete`,
        description: importedText(result),
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
            text: t`The class changed on another device since this preview. Here is the new one: check it and confirm again.`,
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
      title={t`Import CSV`}
      icon={<UploadIcon size={22} />}
      description={fileName}
      onClose={pending ? () => {} : onClose}
      className="csv-dialog"
    >
      <div className="csv-preview">
        <p className="csv-counts" data-testid="csv-counts">
          <Trans>
            Create {creating} · Update {updating} · Skip {skipping}
          </Trans>
        </p>
        {counts.unchanged > 0 && (
          <p className="csv-hint">
            <Plural
              value={unchanged}
              one="# line matches a student and changes nothing."
              other="# lines match students and change nothing."
            />
          </p>
        )}
        {unreadable && (
          <p className="csv-notice csv-notice-warning">
            <AlertIcon size={18} />
            <Trans>
              Some characters in this file could not be read and show as �. Check the names, or save
              the file again as CSV UTF-8.
            </Trans>
          </p>
        )}
        {notice && (
          <p className={`csv-notice csv-notice-${notice.tone}`} role="alert">
            <AlertIcon size={18} />
            {notice.text}
          </p>
        )}
        {skipped.length > 0 && (
          <section className="csv-skipped" aria-label={t`Skipped lines`}>
            <h3>
              <Trans>Skipped lines</Trans>
            </h3>
            <ul>
              {skipped.map((row) => (
                <li key={row.line}>
                  <LineNumber line={row.line} />
                  <span className="csv-skip-name">{row.name || t`(no name)`}</span>
                  <span className="csv-reason">
                    {row.action === 'skip' ? skipReasonMessage(row.reason) : ''}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <FlaggedRows
          label={t`Names that may be split`}
          rows={maybeSplit}
          notice={
            <Plural
              value={splitCount}
              one='This line may hold a name split at a comma: "Lee, Ann" written without quotes reads as Lee, with Ann in the next column. If so, cancel, put the name in quotes and import again.'
              other='These lines may hold names split at a comma: "Lee, Ann" written without quotes reads as Lee, with Ann in the next column. If so, cancel, put the names in quotes and import again.'
            />
          }
        />
        <FlaggedRows
          label={t`Names of hidden students`}
          rows={namesakes}
          notice={
            <Plural
              value={namesakeCount}
              one="A hidden student has this name. The import adds a second student of the name; to bring back the hidden one instead, cancel and use Show again under Load Class."
              other="Hidden students have these names. The import adds a second student of each name; to bring back the hidden ones instead, cancel and use Show again under Load Class."
            />
          }
        />
        {hasDates && order && (
          <BirthDatesSection
            rows={preview.rows}
            order={order}
            pending={pending}
            onOrder={(next) => void changeOrder(next)}
          />
        )}
        <NameList title={<Trans>New students ({creatingCount})</Trans>} rows={creatingRows} />
        <NameList title={<Trans>Students updated ({updatingCount})</Trans>} rows={updatingRows} />
        <p className="csv-hint">
          {changes === 0
            ? t`Nothing to change: the file holds no new students, notes or dates of birth.`
            : t`New students start with 5 points and present. A name already in the class only gets the new notes and date of birth; a blank cell never erases anything.`}
        </p>
      </div>
      <DialogActions>
        {changes === 0 ? (
          <button type="button" className="btn btn-primary" data-autofocus onClick={onClose}>
            <Trans>Close</Trans>
          </button>
        ) : (
          <>
            <button type="button" className="btn" onClick={onClose} disabled={pending}>
              <Trans>Cancel</Trans>
            </button>
            <button
              type="button"
              className="btn btn-primary"
              data-autofocus
              onClick={confirm}
              disabled={pending}
            >
              {pending ? t`Importing…` : t`Confirm`}
            </button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
