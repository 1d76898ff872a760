import { expect, test } from '@playwright/test';
import { createVerifiedUser, signUpUser } from './support/api';
import { enterOtp, otpFromResponse, signIn, toast } from './support/ui';

test('signing in with an unverified account opens the OTP screen', async ({ page, request }) => {
  const user = await signUpUser(request, 'unverified');
  await page.goto('/login');

  const { otp, message } = await otpFromResponse(page, 'login', () =>
    signIn(page, user.email, user.password),
  );
  await expect(page).toHaveURL(/\/otp-verification$/);
  await expect(page.getByRole('heading', { name: 'OTP Verification' })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  // The info toast carries the server's message; no session yet.
  await expect(toast(page, message)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await enterOtp(page, otp);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: `Hi, ${user.firstName}` })).toBeVisible();
});

test('a wrong password is shown on the password field', async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'wrong-password');
  await page.goto('/login');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/user/login')),
    signIn(page, user.email, 'Not-the-password1!'),
  ]);
  expect(response.status()).toBe(401);
  const { message } = (await response.json()) as { message: string };
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(message)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a protected page opened without a session returns there after sign-in', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, 'protected');
  await page.goto('/change-password');
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, user.email, user.password);
  await expect(toast(page, 'Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();

  // Signed in, the guest-only pages send the user to /.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('header Home and Vehicles send visitors without a session to /login', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Vehicles' })
    .click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
});
