import { expect, type Page, test } from '@playwright/test';
import { openSheet, showTab, teacherWithClass } from './support';

/*
 * Where the keyboard and the eye land when something a teacher used goes away: a deleted
 * student's row, a busy CSV button, a group's delete confirmation; and a signed-in teacher
 * opening the app never glimpses the visitors' landing page.
 */

test('the keyboard stays where the teacher works: after a student delete, an import preview and a group delete confirmation', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const names = Array.from({ length: 12 }, (_, i) => `Pupil ${String.fromCharCode(65 + i)}`);
  const { phone, classId, origin } = await teacherWithClass(browser, baseURL, names, {
    prefix: 'focus',
  });
  const page = await phone.newPage();
  await page.goto(`/classroom/${classId}`);
  // On a phone the Students tab holds the roster alone, the lesson cards on a tab of their
  // own: nothing loads above the list to move it mid-test.
  await expect(page.getByRole('heading', { name: 'Students (12)' })).toBeVisible();

  // Deleting Pupil J, below the phone's first screen of the roster (Delete, in her sheet): the
  // next student's row takes the keyboard and the page does not jump back to the top.
  const sheet = await openSheet(page, 'Pupil J');
  await sheet.getByRole('button', { name: 'Delete' }).click();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(0);
  await page
    .getByRole('dialog', { name: 'Delete Pupil J?' })
    .getByRole('button', { name: 'Delete Student' })
    .click();
  await expect(page.getByRole('button', { name: 'More about Pupil J' })).toHaveCount(0);
  const focused = page.locator(':focus');
  await expect(focused).toHaveAccessibleName(/Pupil K/);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(200);

  // Import CSV chosen from the keyboard: after the preview, the keyboard is back on it.
  await showTab(page, 'More');
  const importButton = page.getByRole('button', { name: 'Import CSV' });
  await importButton.focus();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.keyboard.press('Enter'),
  ]);
  await chooser.setFiles({
    name: 'more.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Name\r\nPupil Z\r\n'),
  });
  const preview = page.getByRole('dialog', { name: 'Import CSV' });
  await expect(preview.getByTestId('csv-counts')).toHaveText('Create 1 · Update 0 · Skip 0');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(importButton).toBeFocused();

  // A group's delete asks inline: the keyboard goes to Keep group, and back to Delete group.
  await page.request.post(`/api/classes/${classId}/groups`, {
    headers: { origin },
    data: { name: 'Owls', color: '#3B82F6' },
  });
  await showTab(page, 'Groups');
  await page.getByRole('button', { name: 'Edit Owls' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Owls' });
  await edit.getByRole('button', { name: 'Delete group' }).click();
  await expect(edit.getByRole('button', { name: 'Keep group' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(edit.getByRole('button', { name: 'Delete group' })).toBeFocused();
  await phone.close();
});

test('a signed-in teacher opening the app sees the class picker, never the landing page first', async ({
  browser,
  baseURL,
}) => {
  const { phone } = await teacherWithClass(browser, baseURL, [], { prefix: 'no-flash' });
  /** Records whether the landing page's headline is ever in the page, from the first byte. */
  const watchForLanding = (page: Page) =>
    page.addInitScript(() => {
      const seen = () => {
        if (document.getElementById('hero-title'))
          (window as unknown as { landingSeen: boolean }).landingSeen = true;
      };
      new MutationObserver(seen).observe(document, { childList: true, subtree: true });
    });
  const landingSeen = (page: Page) =>
    page.evaluate(() => (window as unknown as { landingSeen?: boolean }).landingSeen);

  // The watch itself works: a signed-out visitor's page is the landing page, and it says so.
  const visitor = await browser.newContext({ baseURL });
  const stranger = await visitor.newPage();
  await watchForLanding(stranger);
  await stranger.goto('/');
  await expect(stranger.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await landingSeen(stranger)).toBe(true);
  await visitor.close();

  const page = await phone.newPage();
  await watchForLanding(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  expect(await landingSeen(page)).toBe(undefined);
  await phone.close();
});

test('Show again in the middle of the hidden list leaves the keyboard on the student now in its place', async ({
  browser,
  baseURL,
}) => {
  const { phone, classId, origin } = await teacherWithClass(browser, baseURL, ['Ada'], {
    prefix: 'focus-hidden',
  });
  const api = phone.request;
  const saved = await (
    await api.post(`/api/classes/${classId}/class-configurations`, {
      headers: { origin },
      data: { name: 'Just Ada' },
    })
  ).json();
  for (const name of ['Bea', 'Cal', 'Dot'])
    await api.post('/api/students', { headers: { origin }, data: { classId, name } });
  await api.post(`/api/class-configurations/${saved.id}/load`, { headers: { origin } });
  const page = await phone.newPage();
  await page.goto(`/classroom/${classId}`);
  await showTab(page, 'More');
  await page.locator('.dashboard-actions').getByRole('button', { name: 'Load Class' }).click();
  const hidden = page
    .getByRole('dialog', { name: 'Load Class Configuration' })
    .getByRole('region', { name: 'Hidden students' });
  await expect(hidden.getByRole('listitem')).toHaveCount(3);
  await hidden.getByRole('button', { name: 'Show again Cal' }).click();
  await expect(hidden.getByRole('listitem')).toHaveCount(2);
  await expect(hidden.getByRole('button', { name: 'Show again Dot' })).toBeFocused();
  await phone.close();
});
