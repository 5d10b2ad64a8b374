import type { DisplaySnapshot } from '@classbeam/contracts';
import { api, hasStatus } from '../../lib/api-client';

/** null when the link is unknown or revoked: both read as "no longer active". */
export async function fetchDisplay(token: string): Promise<DisplaySnapshot | null> {
  try {
    return await api.get<DisplaySnapshot>(`/api/display/${encodeURIComponent(token)}`);
  } catch (error) {
    if (hasStatus(error, 404)) return null;
    throw error;
  }
}
