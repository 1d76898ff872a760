import { expect, test } from '@playwright/test';
import { createVerifiedUser } from './support/api';
import { enterOtp, otpFromResponse, signIn, toast } from './support/ui';

test('forgot password -> OTP -> reset -> sign in with the new password', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, 'forgot');
  const newPassword = 'Brand-new-pass9';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(user.email);
  const { otp, message } = await otpFromResponse(page, 'forgotPassword', () =>
    page.getByRole('button', { name: 'Send OTP' }).click(),
  );

  await expect(page).toHaveURL(/\/otp-verification$/);
  await expect(toast(page, message)).toBeVisible();
  await enterOtp(page, otp);

  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, user.email, user.password);
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await signIn(page, user.email, newPassword);
  await expect(toast(page, 'Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the OTP screen without its navigation state goes back to /login', async ({ page }) => {
  await page.goto('/otp-verification');
  await expect(page).toHaveURL(/\/login$/);
});
