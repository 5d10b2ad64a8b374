import type {
  RosterImportPreview,
  RosterImportResult,
  RosterImportTable,
} from '@classbeam/contracts';
import { toDateString } from '@classbeam/domain';
import { ApiRequestError, api } from '../../lib/api-client';

/* Export CSV and Import CSV (spec sections 2, 5 and 9; docs/decisions/0090). */

export const previewImport = (classId: number, table: RosterImportTable) =>
  api.post<RosterImportPreview>(`/api/classes/${classId}/roster-import/preview`, table);

export const applyImport = (classId: number, table: RosterImportTable, planId: string) =>
  api.post<RosterImportResult>(`/api/classes/${classId}/roster-import`, { ...table, planId });

/**
 * The file's name as the server gives it (RC4: the class's name, made safe for every system):
 * RFC 6266's UTF-8 `filename*` first, then the plain `filename`.
 */
export function attachmentName(header: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Malformed: the plain name below.
    }
  }
  return /filename="([^"]+)"/i.exec(header ?? '')?.[1] ?? fallback;
}

/**
 * Downloads the class's CSV, dated with this device's today (its teacher ratings are of that
 * day). Fetched rather than followed as a link, so a failure is a message, not a JSON page.
 */
export async function downloadRosterCsv(classId: number): Promise<string> {
  const date = toDateString(new Date());
  const response = await fetch(`/api/classes/${classId}/roster-export?date=${date}`, {
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    let apiError: { code: string; message: string } | null = null;
    try {
      apiError = JSON.parse(body);
    } catch {
      // A proxy's page: the status still says what happened.
    }
    throw new ApiRequestError(response.status, body, apiError, response.statusText);
  }
  const fileName = attachmentName(
    response.headers.get('content-disposition'),
    `students ${date}.csv`,
  );
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the URL only has to outlive the click.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return fileName;
}
