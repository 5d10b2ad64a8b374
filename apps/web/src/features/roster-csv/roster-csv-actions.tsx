import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, lazy, Suspense, useRef, useState } from 'react';
import { withMessages } from '../../lib/i18n/with-messages';
import { UploadIcon } from '../../ui/classroom-icons';
import { type IconProps, Svg } from '../../ui/icons';
import { toast } from '../../ui/toast-store';
import type { Review } from './csv-flow';

/*
 * Export CSV and Import CSV in the dashboard's header (spec section 2). The buttons are all
 * the first load carries: the work behind them (papaparse, the preview dialog) loads on click.
 */
const ImportPreviewDialog = lazy(() =>
  withMessages(import('./csv-flow'), ['roster-csv.later', 'server-texts', 'ui', 'ui.later']).then(
    (m) => ({
      default: m.ImportPreviewDialog,
    }),
  ),
);

const DownloadIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 4v11.5M7.5 11 12 15.5l4.5-4.5" />
    <path d="M4 14.5v3A2.5 2.5 0 0 0 6.5 20h11a2.5 2.5 0 0 0 2.5-2.5v-3" />
  </Svg>
);

/** The flow's module; a failed load (offline, a new deployment) is said, not swallowed. */
async function loadFlow() {
  try {
    return await withMessages(import('./csv-flow'), [
      'roster-csv.later',
      'server-texts',
      'ui',
      'ui.later',
    ]);
  } catch (error) {
    console.error('CSV tools did not load', error);
    toast({
      title: translate`Could not load the CSV tools`,
      description: translate`Check the connection and try again.`,
      variant: 'destructive',
    });
    return null;
  }
}

export function RosterCsvActions({ classId }: { classId: number }) {
  const { t } = useLingui();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'export' | 'import' | null>(null);
  const [review, setReview] = useState<Review | null>(null);

  async function exportCsv() {
    if (busy) return;
    setBusy('export');
    await (await loadFlow())?.exportRoster(classId);
    setBusy(null);
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Picking the same file again (after fixing it) must fire a change too.
    event.target.value = '';
    if (!file) return;
    setBusy('import');
    setReview((await (await loadFlow())?.reviewFile(classId, file)) ?? null);
    setBusy(null);
  }

  return (
    <>
      {/* aria-disabled, not disabled, while working: a disabled button drops the keyboard's
          focus to the page, and the preview dialog would then have nothing to return it to. */}
      <button type="button" className="btn" onClick={exportCsv} aria-disabled={busy !== null}>
        <DownloadIcon size={18} />
        {busy === 'export' ? t`Exporting…` : <Trans>Export CSV</Trans>}
      </button>
      <button
        type="button"
        className="btn"
        onClick={() => {
          if (!busy) picker.current?.click();
        }}
        aria-disabled={busy !== null}
      >
        <UploadIcon size={18} />
        {busy === 'import' ? t`Reading…` : <Trans>Import CSV</Trans>}
      </button>
      <input
        ref={picker}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label={t`CSV file to import`}
        onChange={importFile}
      />
      {review && (
        <Suspense fallback={null}>
          <ImportPreviewDialog
            classId={classId}
            fileName={review.fileName}
            table={review.table}
            unreadable={review.unreadable}
            preview={review.preview}
            onClose={() => setReview(null)}
          />
        </Suspense>
      )}
    </>
  );
}
