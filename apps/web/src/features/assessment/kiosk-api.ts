import type {
  AssessmentDto,
  KioskState,
  SelfAssessmentInput,
  SessionEntry,
  SessionLease,
} from '@classbeam/contracts';
import { CLASS_KEY_HEADER } from '@classbeam/contracts/constants';
import { toDateString } from '@classbeam/domain/calendar';
import { createApiClient } from '../../lib/api-client';

/** The key as the link carries it: `#key=...` (never in the query, so never in a log). */
export function keyFromHash(hash: string): string | null {
  const key = new URLSearchParams(hash.replace(/^#/, '')).get('key');
  return key && /^[A-Za-z0-9_-]{16,100}$/.test(key) ? key : null;
}

/** The self-assessment page's calls, each with the class key (docs/decisions/0061). */
export function kioskApi(classId: number, key: string) {
  const api = createApiClient('', { [CLASS_KEY_HEADER]: key });
  const sessions = `/api/classes/${classId}/assessment-sessions`;
  return {
    state: () => api.get<KioskState>(`/api/self-assessment/${classId}`),
    /** The spec's 5 s poll, while the socket is away. */
    sessions: () => api.get<SessionEntry[]>(sessions),
    start: (studentId: number, birthDate: string) =>
      api.post<SessionLease>(sessions, { studentId, birthDate }),
    heartbeat: (sessionId: string) =>
      api.post<void>(`${sessions}/${encodeURIComponent(sessionId)}/heartbeat`),
    submit: (sessionId: string, scores: SelfAssessmentInput) =>
      api.post<AssessmentDto>(`${sessions}/${encodeURIComponent(sessionId)}/assessment`, {
        ...scores,
        // The classroom's today, as the teacher's ratings are dated.
        date: toDateString(new Date()),
      }),
    end: (sessionId: string) => api.delete(`${sessions}/${encodeURIComponent(sessionId)}`),
    /** Ends the turn as the page goes away: a keepalive request outlives the page. */
    endOnLeave: (sessionId: string) => {
      void fetch(`${sessions}/${encodeURIComponent(sessionId)}`, {
        method: 'DELETE',
        headers: { [CLASS_KEY_HEADER]: key },
        credentials: 'same-origin',
        keepalive: true,
      }).catch(() => {});
    },
  };
}

export type KioskApi = ReturnType<typeof kioskApi>;
