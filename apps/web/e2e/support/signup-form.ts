import type { Page } from '@playwright/test';
import type { SeedUser } from './api';
import { appReady } from './ui';

/** Fills the personal, address and consent parts of the Sign Up form (not the business ones). */
export async function fillPersonalDetails(page: Page, user: SeedUser) {
  await page.getByLabel('First Name').fill(user.firstName);
  await page.getByLabel('Last Name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  // MUI date field: one spin button per part, typing moves on to the next part.
  await page.getByRole('spinbutton', { name: 'Year' }).click();
  await page.keyboard.type('19900412');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Phone Number').fill(user.phoneNumber);
  await page.getByLabel('Address', { exact: true }).fill('12 King Street West');
  await page.getByLabel('City').fill('Toronto');
  await page.getByLabel('Province').fill('Ontario');
  await page.getByLabel('Country', { exact: true }).fill('Canada');
  await page.getByLabel('Postal Code').fill('M5H 1A1');
  await page.getByRole('checkbox', { name: /I accept the Terms & Conditions/ }).check();
  await page.getByRole('checkbox', { name: 'I consent to a Credit Check' }).check();
}

/** Opens the header's Signup modal, picks a role and continues to /signup. */
export async function startSignup(page: Page, role: 'Consumer' | 'Dealer') {
  await page.goto('/login');
  await appReady(page);
  await page.getByRole('banner').getByRole('button', { name: 'Signup' }).click();
  const dialog = page.getByRole('dialog', { name: 'How Would You Like to Get Started?' });
  await dialog.getByRole('radio', { name: role }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/signup');
}
