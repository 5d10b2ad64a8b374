import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { activateLocale, loadCatalogues } from '../../lib/i18n/activate';
import { LocaleProvider } from '../../lib/i18n/provider';
import { OfflinePage } from './offline-page';

/* The installed app opened with no network (decision 0180). */
describe('the offline page', () => {
  afterEach(() => localStorage.clear());

  test("counts every class's kept taps, and tries again when the device is back online", async () => {
    await loadCatalogues(['offline']);
    const op = (id: string) => ({ op: { opId: id, kind: 'points' } });
    localStorage.setItem(
      'classbeam.outbox.3',
      JSON.stringify({ v: 1, ops: [op('aaaaaaaa'), op('bbbbbbbb')] }),
    );
    // An entry not ours to read, among them: the others still count, whatever the browser's
    // order of keys (it once stopped the count at the first such entry).
    localStorage.setItem('classbeam.outbox.11', 'not ours to read');
    localStorage.setItem('classbeam.outbox.9', JSON.stringify({ v: 1, ops: [op('cccccccc')] }));
    localStorage.setItem('classbeam.outbox.10', '{"ops": [');
    localStorage.setItem('something.else', JSON.stringify({ ops: [1, 2, 3] }));
    const retry = vi.fn(async () => {});
    await render(<OfflinePage retry={retry} />, { wrapper: LocaleProvider });
    await expect
      .element(page.getByText('Offline: taps are kept and sent when you are back'))
      .toBeVisible();
    await expect.element(page.getByText('3 changes are waiting on this device.')).toBeVisible();

    window.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledOnce();
    await page.getByRole('button', { name: 'Try again' }).click();
    expect(retry).toHaveBeenCalledTimes(2);
  });

  test('asks again by itself while open: a server back after a restart sends no online event', async () => {
    await loadCatalogues(['offline']);
    const retry = vi.fn(async () => {});
    await render(<OfflinePage retry={retry} retryEveryMs={100} />, { wrapper: LocaleProvider });
    await expect.poll(() => retry.mock.calls.length, { timeout: 2000 }).toBeGreaterThanOrEqual(2);
  });

  test('in Spanish, says the taps go once the connection is back, as the header says it', async () => {
    await loadCatalogues(['offline']);
    await activateLocale('es');
    try {
      localStorage.setItem(
        'classbeam.outbox.3',
        JSON.stringify({ v: 1, ops: [{ op: { opId: 'aaaaaaaa', kind: 'points' } }] }),
      );
      await render(<OfflinePage retry={async () => {}} />, { wrapper: LocaleProvider });
      await expect
        .element(
          page.getByText(
            'Sin conexión: los toques se guardan y se envían cuando vuelva la conexión',
          ),
        )
        .toBeVisible();
      await expect.element(page.getByText('1 cambio pendiente en este dispositivo.')).toBeVisible();
    } finally {
      await activateLocale('en');
    }
  });

  test('says nothing of waiting changes when there are none', async () => {
    await loadCatalogues(['offline']);
    await render(<OfflinePage retry={async () => {}} />, { wrapper: LocaleProvider });
    await expect.element(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(page.getByText(/waiting on this device/).elements()).toHaveLength(0);
  });
});
