import { expect, test } from '@playwright/test';
import { consumerFields } from './support/api';
import { fillPersonalDetails, startSignup } from './support/signup-form';
import { enterOtp, otpFromResponse, toast } from './support/ui';

test('a consumer signs up, verifies the OTP and lands signed in on /', async ({ page }) => {
  const user = consumerFields('signup');
  await startSignup(page, 'Consumer');
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByText('Business Details')).toHaveCount(0);

  await fillPersonalDetails(page, user);
  const { otp, message } = await otpFromResponse(page, 'signup', () =>
    page.getByRole('button', { name: 'Sign Up' }).click(),
  );

  await expect(page).toHaveURL(/\/otp-verification$/);
  await expect(toast(page, message)).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByText(`+1 ${user.phoneNumber}`)).toBeVisible();

  await enterOtp(page, otp);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: `Hi, ${user.firstName}` })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
});

test('a dealer cannot sign up without the business fields', async ({ page }) => {
  const user = consumerFields('dealer');
  await startSignup(page, 'Dealer');
  await expect(page.getByText('Business Details')).toBeVisible();

  await fillPersonalDetails(page, user);
  let signupCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/user/signup')) signupCalls += 1;
  });
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page.getByText('Business Name is required')).toBeVisible();
  await expect(page.getByText('Business Address is required')).toBeVisible();
  await expect(page.getByText('Dealership Number/ID is required')).toBeVisible();
  await expect(page.getByText('HST/GST Number is required')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
  expect(signupCalls).toBe(0);
});
