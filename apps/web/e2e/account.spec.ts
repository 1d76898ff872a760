import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, type SeedUser } from './support/api';
import { signIn, toast } from './support/ui';

async function signInAt(page: Page, path: string, user: SeedUser) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test('an edited profile survives a reload', async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'edit');
  await signInAt(page, '/edit-profile', user);

  await page.getByLabel('First Name').fill('Morgan');
  await page.getByLabel('City').fill('Montreal');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hi, Morgan' })).toBeVisible();

  await page.goto('/my-profile');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('Montreal')).toBeVisible();
  await expect(page.getByText(`Morgan ${user.lastName}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hi, Morgan' })).toBeVisible();
});

test('after a password change the old password fails', async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'change');
  const newPassword = 'Changed-pass7';
  await signInAt(page, '/change-password', user);

  await page.getByLabel('Current Password', { exact: true }).fill(user.password);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password changed successfully')).toBeVisible();
  await expect(page.getByLabel('Current Password', { exact: true })).toHaveValue('');

  // The server may end the session with the change; either way sign in again from a clean page.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await signIn(page, user.email, user.password);
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await signIn(page, user.email, newPassword);
  await expect(page).toHaveURL(/\/$/);
});

test('logout asks for confirmation, then clears the session', async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'logout');
  await signInAt(page, '/my-profile', user);
  const sidebar = page.getByRole('navigation', { name: 'Account' });

  await sidebar.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to logout?' });
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await sidebar.getByRole('button', { name: 'Logout' }).click();
  await dialog.getByRole('button', { name: 'Yes, Logout' }).click();
  await expect(toast(page, 'User logout successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
  ).toEqual([null, null]);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});

test('notifications toggle flips after the server answers', async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'notify');
  await signInAt(page, '/notifications', user);
  const toggle = page.getByRole('switch', { name: 'Notifications' });
  await expect(toggle).toBeEnabled();
  const before = await toggle.isChecked();
  await toggle.click();
  await expect(
    toast(
      page,
      before ? 'Notifications disabled successfully' : 'Notifications enabled successfully',
    ),
  ).toBeVisible();
  await expect(toggle).toBeChecked({ checked: !before });
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Notifications' })).toBeChecked({
    checked: !before,
  });
});

test('on a phone, the drawer greets the user and its Logout also asks first', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, 'drawer');
  await page.setViewportSize({ width: 390, height: 800 });
  await signInAt(page, '/my-profile', user);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('presentation').filter({ hasText: 'Welcome' });
  await expect(drawer.getByText(`${user.firstName} ${user.lastName}`)).toBeVisible();
  await drawer.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to logout?' });
  await dialog.getByRole('button', { name: 'Yes, Logout' }).click();
  await expect(toast(page, 'User logout successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
