import { expect, test } from '@playwright/test';
import { createVerifiedUser } from './support/api';
import { appReady, signIn, toast } from './support/ui';

test('the landing page leads through the Signup modal to a dealer sign-up', async ({ page }) => {
  await page.goto('/home-landing');
  await expect(page).toHaveTitle('MarketDrop: vehicles that sell every Thursday');
  const hero = page.getByRole('region', { name: 'Featured' });
  await expect(hero.getByRole('link', { name: 'Claim Now' }).first()).toBeVisible();
  for (const section of ['How It Works', 'Why Buyers Win', 'Trust & Transparency']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Shop the Market Now' })).toBeVisible();

  await appReady(page);
  await page.getByRole('banner').getByRole('button', { name: 'Signup' }).click();
  const dialog = page.getByRole('dialog', { name: 'How Would You Like to Get Started?' });
  await dialog.getByRole('radio', { name: 'Dealer' }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/signup$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Business Details')).toBeVisible();
  await expect(page.getByLabel('Business Name')).toBeVisible();
  await expect(page.getByLabel('Dealership Number/ID')).toBeVisible();
});

test('Shop the Market Now sends a visitor to sign in first', async ({ page }) => {
  await page.goto('/home-landing');
  await appReady(page);
  await page.getByRole('link', { name: 'Shop the Market Now' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the FAQ opens one question at a time, the first open initially', async ({ page }) => {
  await page.goto('/faq');
  await appReady(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
  ).toBeVisible();
  const first = page.getByRole('button', { name: 'How do I create an account?' });
  const third = page.getByRole('button', { name: 'How do I place a bid?' });
  const last = page.getByRole('button', { name: 'How does business verification work?' });
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'How do I create an account?' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(1);
  // Seven questions, each a heading of its own.
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(7);

  await third.click();
  await expect(third).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'How do I place a bid?' })).toContainText(
    'increment',
  );

  await last.click();
  await expect(last).toHaveAttribute('aria-expanded', 'true');
  await expect(third).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(1);
});

test('the contact form refuses a bad e-mail, then sends and stores a good message', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, 'contact');
  await page.goto('/login');
  await appReady(page);
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Feedback' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How Can We Help You?' })).toBeVisible();
  // Signed in: name and e-mail are filled in.
  await expect(page.getByLabel('Name')).toHaveValue(`${user.firstName} ${user.lastName}`);
  await expect(page.getByLabel('Email')).toHaveValue(user.email);

  let calls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/user/contactUs')) calls += 1;
  });
  const subject = `Delivery question ${Date.now().toString(36)}`;
  await page.getByLabel('Email').fill('avery@example');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Do you deliver to Gatineau, and what does it cost?');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  expect(calls).toBe(0);

  await page.getByLabel('Email').fill(user.email);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/user/contactUs')),
    page.getByRole('button', { name: 'Submit' }).click(),
  ]);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { _id: string; reference: string } };
  await expect(toast(page, 'Thank you! Your message has been sent.')).toBeVisible();
  await expect(page.getByText(`reference ${data.reference}`)).toBeVisible();
  // The form clears (the signed-in user's name and e-mail stay).
  await expect(page.getByLabel('Subject')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');

  // The message is stored: the server lists it among the signed-in user's messages.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const stored = await request.get('/user/getContactMessages', {
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
  expect(stored.status()).toBe(200);
  const list = (
    (await stored.json()) as { data: { _id: string; subject: string; message: string }[] }
  ).data;
  expect(list).toEqual([
    expect.objectContaining({
      _id: data._id,
      subject,
      message: 'Do you deliver to Gatineau, and what does it cost?',
    }),
  ]);
});

test('the footer links reach the stored pages', async ({ page }) => {
  await page.goto('/home-landing');
  await appReady(page);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Who We Are' })).toBeVisible();

  await footer.getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page).toHaveURL(/\/terms-conditions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  await expect(page.getByText('Effective November 25, 2026')).toBeVisible();

  await footer.getByRole('link', { name: 'Privacy & Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();

  await footer.getByRole('link', { name: "FAQ's" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await footer.getByRole('link', { name: 'Contact Support' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('an unknown URL shows the not-found page with its four links', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await appReady(page);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Learn About Us' })).toHaveAttribute(
    'href',
    '/about',
  );
  await expect(main.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(main.getByRole('link', { name: 'About', exact: true })).toHaveAttribute(
    'href',
    '/about',
  );
  await main.getByRole('link', { name: 'Learn About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
});

test('a page whose code no longer loads (a deploy) reloads once, then shows the error page with Try again', async ({
  page,
}) => {
  // The sign-in page's code is gone from the server (a chunk of the version before a deploy).
  const chunk = /\/assets\/LoginPage-[^/]+\.js$/;
  await page.route(chunk, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  // The first load and the one reload it made by itself, no more.
  expect(loads).toHaveLength(2);
  await expect(page.getByText(/Hey developer|Unexpected Application Error/)).toHaveCount(0);
  // Inside the site's frame: the header's links are still there.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Go Home' })).toHaveAttribute(
    'href',
    '/',
  );

  // The code is back (the new version's): Try again loads the page.
  await page.unroute(chunk);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toHaveCount(0);
  expect(loads).toHaveLength(3);
});
