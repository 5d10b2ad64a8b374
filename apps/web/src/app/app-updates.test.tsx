import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { loadCatalogues } from '../lib/i18n/activate';
import { LocaleProvider } from '../lib/i18n/provider';
import { showNewVersion, UpdateBanner } from './app-updates';

/* "Update available, reload?" (decision 0180): the new version waits for the teacher. */
describe('the update question', () => {
  test('Reload hands over to the new version once; Later leaves it waiting', async () => {
    await loadCatalogues(['app.later']);
    const apply = vi.fn();
    const later = vi.fn();
    await render(<UpdateBanner version={{ apply }} onLater={later} />, { wrapper: LocaleProvider });
    const question = page.getByRole('status');
    await expect.element(question).toHaveTextContent('Update available, reload?');

    await page.getByRole('button', { name: 'Later' }).click();
    expect(later).toHaveBeenCalledOnce();
    expect(apply).not.toHaveBeenCalled();

    const reload = page.getByRole('button', { name: 'Reload' });
    await reload.click();
    expect(apply).toHaveBeenCalledOnce();
    // The page is about to reload: a second tap, or Later, does nothing more.
    await expect.element(reload).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Later' })).toBeDisabled();
  });

  describe('where it is asked', () => {
    const home = window.location.pathname;
    afterEach(() => window.history.replaceState(null, '', home));

    test("on the teacher's pages it shows, and Later takes it off the page", async () => {
      await loadCatalogues(['app.later']);
      window.history.replaceState(null, '', '/classroom/7');
      const apply = vi.fn();
      showNewVersion({ apply });
      const question = page.getByRole('status').filter({ hasText: 'Update available, reload?' });
      await expect.element(question).toBeVisible();

      await question.getByRole('button', { name: 'Later' }).click();
      await expect.element(question).not.toBeInTheDocument();
      expect(apply).not.toHaveBeenCalled();
    });

    test("on the students' iPad page nobody is asked", async () => {
      await loadCatalogues(['app.later']);
      window.history.replaceState(null, '', '/self-assessment/7');
      const before = document.body.childElementCount;
      showNewVersion({ apply: vi.fn() });
      await new Promise((settle) => setTimeout(settle, 100));
      expect(document.body.childElementCount).toBe(before);
      expect(document.body.textContent).not.toContain('Update available');

      // Back on the teacher's dashboard, the same version is asked about there.
      window.history.pushState(null, '', '/classroom/7');
      const question = page.getByRole('status').filter({ hasText: 'Update available, reload?' });
      await expect.element(question, { timeout: 3000 }).toBeVisible();
      await question.getByRole('button', { name: 'Later' }).click();
      await expect.element(question).not.toBeInTheDocument();
    });

    test("not over the teacher's own Student Scoreboard, which may be on the projector", async () => {
      await loadCatalogues(['app.later']);
      window.history.replaceState(null, '', '/classroom/7');
      const view = document.createElement('div');
      view.className = 'classroom classroom-scoreboard';
      document.body.append(view);
      showNewVersion({ apply: vi.fn() });
      const shown = () => {
        const card = document.querySelector('.app-update');
        return card ? getComputedStyle(card).display !== 'none' : null;
      };
      await expect.poll(shown).toBe(false);
      // Back to the Teacher Dashboard: there it is.
      const question = page.getByRole('status').filter({ hasText: 'Update available, reload?' });
      view.className = 'classroom classroom-dashboard';
      await expect.element(question).toBeVisible();
      await question.getByRole('button', { name: 'Later' }).click();
      view.remove();
    });

    test('two versions before an answer: one card, and Reload takes the newest', async () => {
      await loadCatalogues(['app.later']);
      window.history.replaceState(null, '', '/classroom/7');
      const first = vi.fn();
      const newest = vi.fn();
      showNewVersion({ apply: first });
      showNewVersion({ apply: newest });
      const question = page.getByRole('status').filter({ hasText: 'Update available, reload?' });
      await expect.element(question).toBeVisible();
      expect(question.elements()).toHaveLength(1);
      await question.getByRole('button', { name: 'Reload' }).click();
      expect(newest).toHaveBeenCalledOnce();
      expect(first).not.toHaveBeenCalled();
      // The page reloads here (so this test comes last: its card stays, as on a real page).
    });
  });
});
