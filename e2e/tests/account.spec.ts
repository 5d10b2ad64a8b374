import { expect, test } from '@playwright/test';
import { type Device, newDevice, shot, uniqueEmail } from './support';

/**
 * A teacher deletes their account from the phone: the password is asked again, a wrong one
 * deletes nothing, and once it is gone the classroom display showing their class is put out
 * and the old password signs no one in.
 */
test('deleting the account from the phone puts out the display and ends the account', async ({
  browser,
  baseURL,
}) => {
  const phone = await newDevice(browser, 'phone', baseURL);
  const display = await newDevice(browser, 'display', baseURL);
  const headers = { origin: baseURL ?? '' };
  const email = uniqueEmail('leaving');
  const password = 'quiet-harbour-31';
  const signup = await phone.request.post('/api/auth/signup', {
    data: { email, password, firstName: 'Grace', lastName: 'Hopper' },
    headers,
  });
  expect(signup.status()).toBe(201);
  const cls = await (
    await phone.request.post('/api/classes', { data: { name: 'Math 5B' }, headers })
  ).json();
  for (const name of ['Ada', 'Linus'])
    await phone.request.post('/api/students', { data: { classId: cls.id, name }, headers });
  const link = await (
    await phone.request.post(`/api/classes/${cls.id}/display-links`, { headers })
  ).json();

  const board = await display.newPage();
  await board.goto(link.path);
  await expect(board.getByText('Linus')).toBeVisible();

  const page = await phone.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Select a Class' })).toBeVisible();
  await page.getByRole('button', { name: /Hi, Grace/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Your account' });
  await expect(dialog).toContainText(email);
  await shot(page, 'account-01-dialog-phone');
  await dialog.getByRole('button', { name: 'Delete account…' }).click();

  const confirm = page.getByRole('dialog', { name: 'Delete your account' });
  await expect(confirm).toContainText('This action cannot be undone!');
  await expect(confirm).toContainText(
    'every class, student, photo, behavior log and assessment in your account',
  );
  const field = confirm.getByLabel('Type your password to confirm');
  await expect(field).toBeFocused();
  const submit = confirm.getByRole('button', { name: 'Delete my account' });
  await expect(submit).toBeDisabled();
  await field.fill('quiet-harbour-32');
  await submit.click();
  await expect(confirm).toContainText('That password is not right.');
  await shot(page, 'account-02-wrong-password-phone');
  // Nothing went: the class is still there for the display.
  await expect(board.getByText('Linus')).toBeVisible();

  await field.fill(password);
  await submit.click();
  await expect(
    page.getByText('Your account and everything in it have been deleted.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Started' }).first()).toBeVisible();
  await shot(page, 'account-03-deleted-phone');
  await expect(board.getByText('This display link is no longer active')).toBeVisible({
    timeout: 5000,
  });

  const again = await phone.request.post('/api/auth/signin', {
    data: { email, password },
    headers,
  });
  expect(again.status()).toBe(401);
  await phone.close();
  await display.close();
});

for (const device of ['phone', 'display'] as Device[]) {
  test(`the account dialog on the ${device}`, async ({ browser, baseURL }) => {
    const context = await newDevice(browser, device, baseURL);
    const headers = { origin: baseURL ?? '' };
    await context.request.post('/api/auth/signup', {
      data: {
        email: uniqueEmail(`account-${device}`),
        password: 'quiet-harbour-31',
        firstName: 'Bartholomew',
        lastName: 'Featherstonehaugh',
      },
      headers,
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: /Hi, Bartholomew/ }).click();
    await expect(page.getByRole('dialog', { name: 'Your account' })).toBeVisible();
    await shot(page, `account-04-overview-${device}`);
    await page.getByRole('button', { name: 'Delete account…' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete your account' })).toBeVisible();
    await shot(page, `account-05-confirm-${device}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });
}
