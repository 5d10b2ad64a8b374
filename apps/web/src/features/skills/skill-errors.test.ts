import { MESSAGES } from '@classbeam/contracts/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { activateLocale, loadCatalogues } from '../../lib/i18n/activate';
import { refusal } from './skill-errors';

const refused = (status: number, code: string, message: string) =>
  new ApiRequestError(status, JSON.stringify({ code, message }), { code, message }, '');

describe('refusal: why the server said no, in the teacher’s language (decision 0169)', () => {
  afterAll(() => activateLocale('en'));

  it('shows the server’s constant in English as the spec words it', async () => {
    await activateLocale('en');
    const gone = refused(404, 'skill_not_found', MESSAGES.skillNotFound);
    expect(refusal(gone, 'Check the connection.')).toBe(MESSAGES.skillNotFound);
  });

  it('shows the same refusal in Spanish on a Spanish screen, never the server’s English', async () => {
    await loadCatalogues(['server-texts']);
    await activateLocale('es');
    const gone = refused(404, 'skill_not_found', MESSAGES.skillNotFound);
    const said = refusal(gone, 'fallback');
    expect(said).not.toBe(MESSAGES.skillNotFound);
    expect(said).toBe('Esa habilidad ya no está en esta clase.');
    // A message no table knows (a proxy's, a newer server's) gets its code's words.
    expect(refusal(refused(409, 'conflict', 'Some new English.'), 'fallback')).not.toMatch(
      /English/,
    );
    // No refusal in words (a 5xx, the network): the caller's own line.
    expect(refusal(refused(503, 'service_unavailable', 'x'), 'Sin conexión.')).toBe(
      'Sin conexión.',
    );
  });
});
