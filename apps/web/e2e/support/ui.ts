import { expect, type Page } from '@playwright/test';

/**
 * Runs `action` and returns the OTP the server echoed in the response of `call` (outside
 * production), with the response's message.
 */
export async function otpFromResponse(page: Page, call: string, action: () => Promise<void>) {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith(`/user/${call}`) && r.request().method() === 'POST',
    ),
    action(),
  ]);
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { message: string; data?: { otp?: string } };
  const otp = body.data?.otp;
  if (!otp) throw new Error(`/user/${call} did not echo an OTP`);
  return { otp, message: body.message };
}

/**
 * Waits until the browser has taken the page over (`<html data-app-ready>`): a server-rendered
 * page shows its buttons before then, and a click on one that opens a dialog does nothing yet.
 */
export async function appReady(page: Page) {
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1, { timeout: 20_000 });
}

/** Types a 4-digit code into the OTP boxes and submits it. */
export async function enterOtp(page: Page, otp: string) {
  await expect(page.getByRole('heading', { name: 'OTP Verification' })).toBeVisible();
  await page.getByLabel('Digit 1 of 4').click();
  await page.keyboard.type(otp);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Fills the Sign In form and submits it. */
export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The toast with this exact text. */
export function toast(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text });
}
