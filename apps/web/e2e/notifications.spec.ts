import { expect, test } from '@playwright/test';
import { createVerifiedUser } from './support/api';
import { signIn } from './support/ui';

test('the bell opens the notifications, and See all leads to the full list at /alerts', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, 'bell');
  // The full list needs a session: sign in, then come back to it.
  await page.goto('/alerts');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/alerts$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByText('All caught up')).toBeVisible();
  await expect(page.getByRole('main').getByText('No notifications yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await expect(
    page.getByRole('link', { name: 'E-mail copies: Notifications Settings' }),
  ).toHaveAttribute('href', '/notifications');

  await page.goto('/');
  const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications' });
  await bell.click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popover.getByText('No notifications yet')).toBeVisible();
  await popover.getByRole('link', { name: 'See all notifications' }).click();
  await expect(page).toHaveURL(/\/alerts$/);
  await expect(popover).toBeHidden();
});
