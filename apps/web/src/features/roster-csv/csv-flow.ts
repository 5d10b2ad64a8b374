import type { RosterImportPreview, RosterImportTable } from '@classbeam/contracts';
import { toDateString } from '@classbeam/domain';
import { suggestDateOrder } from '@classbeam/domain/birth-date';
import { importColumns } from '@classbeam/domain/roster-csv';
import { t } from '@lingui/core/macro';
import { ApiRequestError } from '../../lib/api-client';
import { preferredDateOrder } from '../../lib/date-order';
import { serverText } from '../../lib/server-texts/server-text';
import { toast, useToastStore } from '../../ui/toast-store';
import { CsvFileProblem, readCsvFile } from './read-csv-file';
import { downloadRosterCsv, previewImport } from './roster-csv-api';

// The preview dialog travels in this chunk: one lazy load holds everything the import needs.
export { ImportPreviewDialog } from './import-preview-dialog';

/*
 * What the header's buttons do, loaded on the first click: reading a file needs papaparse,
 * which the dashboard's first load must not carry (F4).
 */

export interface Review {
  fileName: string;
  /** With `dateOrder` when the file has a date-of-birth column (RC17). */
  table: RosterImportTable;
  /** Some bytes of the file were not valid UTF-8 (a stray byte in a UTF-8 file). */
  unreadable: boolean;
  preview: RosterImportPreview;
}

/** The teacher's sentence for a failure: ours, the server's, or the connection's. */
function problemText(error: unknown): string {
  if (error instanceof CsvFileProblem) return error.message;
  if (error instanceof ApiRequestError) return serverText(error);
  return t`The server could not be reached. Check the connection and try again.`;
}

export async function exportRoster(classId: number): Promise<void> {
  try {
    const fileName = await downloadRosterCsv(classId);
    toast({ title: t`CSV exported`, description: fileName, variant: 'success' });
  } catch (error) {
    console.error('CSV export failed', error);
    toast({ title: t`Export failed`, description: problemText(error), variant: 'destructive' });
  }
}

/**
 * RC17: a file with a date-of-birth column is read in the order this device chose last (or
 * its language's), unless another order reads more of the file's dates (BD5).
 */
export function withDateOrder(table: RosterImportTable): RosterImportTable {
  const column = importColumns(table.headers)?.birthDate ?? null;
  if (column === null) return table;
  const cells = table.records.map((record) => record[column] ?? '');
  return {
    ...table,
    dateOrder: suggestDateOrder(cells, preferredDateOrder(), toDateString(new Date())),
  };
}

/** Checks and reads the file, then asks what importing it would do; null after a message. */
export async function reviewFile(classId: number, file: File): Promise<Review | null> {
  try {
    const read = await readCsvFile(file);
    const { unreadable } = read;
    const table = withDateOrder(read.table);
    const preview = await previewImport(classId, table);
    // A message about an earlier file must not sit over this file's preview.
    const shown = useToastStore.getState().current;
    if (shown) useToastStore.getState().dismiss(shown.id);
    return { fileName: file.name, table, unreadable, preview };
  } catch (error) {
    if (!(error instanceof CsvFileProblem)) console.error('CSV preview failed', error);
    toast({
      title: t`This file cannot be imported`,
      description: problemText(error),
      variant: 'destructive',
    });
    return null;
  }
}
