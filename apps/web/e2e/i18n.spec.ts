import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser } from './support/api';
import { signIn, toast } from './support/ui';

/** Picks a language in the header's EN / FR menu. */
async function chooseLanguage(page: Page, from: 'EN' | 'FR', to: 'English' | 'Français') {
  await page.getByRole('button', { name: new RegExp(`^${from} - `) }).click();
  await page.getByRole('menuitemradio', { name: to }).click();
}

test('French changes the header and the form messages, and survives a reload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();

  await chooseLanguage(page, 'EN', 'Français');

  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Accueil' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Véhicules' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Connexion' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Inscription' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();

  // The shared schema's messages show in French.
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Le courriel est obligatoire')).toBeVisible();
  await expect(page.getByText('Le mot de passe est obligatoire')).toBeVisible();
  await page.getByLabel('Courriel').fill('not-an-email');
  await expect(page.getByText('Adresse courriel invalide')).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Accueil' })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByText('Tous droits réservés', { exact: false }),
  ).toBeVisible();

  // And back to English, the binding texts of docs/product.md.
  await chooseLanguage(page, 'FR', 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
});

test("a signed-in user's language is saved on the account and follows them", async ({
  page,
  request,
  browser,
}) => {
  const user = await createVerifiedUser(request, 'language');
  await page.goto('/login');
  await signIn(page, user.email, user.password);
  await expect(page.getByRole('button', { name: `Hi, ${user.firstName}` })).toBeVisible();

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/user/setActiveLanguage') && response.ok(),
  );
  await chooseLanguage(page, 'EN', 'Français');
  await saved;
  await expect(page.getByRole('button', { name: `Bonjour, ${user.firstName}` })).toBeVisible();

  // Another browser, which has never chosen a language, signs in: the account's French shows.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await expect(otherPage.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await signIn(otherPage, user.email, user.password);
  await expect(otherPage.getByRole('button', { name: `Bonjour, ${user.firstName}` })).toBeVisible();
  await expect(otherPage.locator('html')).toHaveAttribute('lang', 'fr-CA');

  // The server's messages (sent in English) show in French too.
  await otherPage.goto('/change-password');
  await expect(otherPage.getByRole('heading', { name: 'Changer le mot de passe' })).toBeVisible();
  await otherPage.getByLabel('Mot de passe actuel', { exact: true }).fill('Wrong-pass9');
  await otherPage.getByLabel('Nouveau mot de passe', { exact: true }).fill('Changed-pass7');
  await otherPage.getByLabel('Confirmer le mot de passe', { exact: true }).fill('Changed-pass7');
  await otherPage.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
  await expect(toast(otherPage, 'Le mot de passe actuel est incorrect')).toBeVisible();
  await other.close();
});
