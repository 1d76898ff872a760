import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser } from './support/api';
import { appReady, signIn, toast } from './support/ui';

/**
 * Saved searches end to end (decision 035): save the listing's filters from the listing, find the
 * search in the account area, open the listing with its filters, delete it.
 */

async function loaded(page: Page) {
  await expect(page.getByTestId('full-page-loader')).toHaveCount(0, { timeout: 20_000 });
  await appReady(page);
}

test('save this search -> Saved Searches -> open it -> delete it', async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'saved-search');
  await page.goto('/login');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/listing?year=2021');
  await loaded(page);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  // The summary of the filters is offered as the name.
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('2021');
  await name.fill('Recent 2021s');
  const saved = page.waitForResponse((response) => response.url().endsWith('/user/saveSearch'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(toast(page, 'Search saved. Find it in Saved Searches.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The account sidebar leads to it.
  await page.goto('/my-profile');
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Saved Searches' })
    .click();
  await expect(page).toHaveURL(/\/saved-searches$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Searches' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your saved searches' });
  await expect(list.getByRole('link', { name: 'Recent 2021s', exact: true })).toHaveAttribute(
    'href',
    '/listing?year=2021',
  );
  await expect(page.getByTestId('saved-search-count')).toHaveText('1 of 20 saved searches');

  await list.getByRole('link', { name: 'Open Recent 2021s' }).click();
  await expect(page).toHaveURL(/\/listing\?year=2021$/);

  await page.goto('/saved-searches');
  await page.getByRole('button', { name: 'Delete saved search Recent 2021s' }).click();
  await expect(
    page.getByText(
      'No saved searches yet. On the listing, choose your filters and use “Save this search”.',
    ),
  ).toBeVisible();
});

test('a visitor is not offered to save a search', async ({ page }) => {
  await page.goto('/listing?year=2021');
  await loaded(page);
  await expect(page.getByRole('heading', { level: 1, name: 'All Vehicles' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save this search' })).toHaveCount(0);
});
