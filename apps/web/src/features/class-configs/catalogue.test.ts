import { describe, expect, it } from 'vitest';
import { activateLocale, i18n, loadCatalogues } from '../../lib/i18n/activate';

/*
 * Every message of this folder's catalogue, in each language, fills all its placeholders: an
 * apostrophe right before a placeholder ('{name}') is ICU's escape and would show "{name}"
 * as is; the English source writes it twice (''{name}'').
 */
const anyValue = new Proxy({}, { get: () => 2 });

describe.each(['en', 'es'] as const)('the class-configs catalogue in %s', (locale) => {
  it('fills every placeholder of every message', async () => {
    await activateLocale(locale);
    await loadCatalogues(['class-configs', 'class-configs.later']);
    const ids = Object.keys(i18n.messages);
    expect(ids.length).toBeGreaterThan(40);
    for (const id of ids) expect(i18n._(id, anyValue)).not.toMatch(/[{}]/);
  });
});
