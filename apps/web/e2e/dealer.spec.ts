import { expect, test, type Page } from '@playwright/test';
import { consumerFields, createVerifiedUser, uniquePhone } from './support/api';
import { hondaVin, pdf, png } from './support/files';
import { fillPersonalDetails, startSignup } from './support/signup-form';
import { enterOtp, otpFromResponse, signIn, toast } from './support/ui';

const ADMIN = { email: 'admin@marketdrop.local', password: 'MarketDrop#2026' };

/** Opens a page of the signed-in user's header menu. */
async function openMenu(page: Page, greeting: string, item: string) {
  await page.getByRole('button', { name: greeting }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('a new dealer signs up, is verified, lists a MarketDropAI vehicle with three photos, and a buyer claims it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const suffix = Math.random().toString(36).slice(2, 7).toUpperCase();
  const business = `E2E Motors ${suffix}`;
  const model = `Civic${suffix}`;
  const dealer = { ...consumerFields('dealer'), firstName: 'Dana', phoneNumber: uniquePhone() };

  // 1. The dealer signs up and verifies the account.
  await startSignup(page, 'Dealer');
  await fillPersonalDetails(page, dealer);
  await page.getByLabel('Business Name').fill(business);
  await page.getByLabel('Business Address').fill('100 King St W, Toronto');
  await page.getByLabel('Dealership Number/ID').fill(`OMVIC-${suffix}`);
  await page.getByLabel('HST/GST Number').fill('123456789RT0001');
  const { otp } = await otpFromResponse(page, 'signup', () =>
    page.getByRole('button', { name: 'Sign Up' }).click(),
  );
  await enterOtp(page, otp);
  await expect(page).toHaveURL(/\/$/);

  // 2. The dashboard, from the header menu: not verified yet; the documents go up.
  await openMenu(page, 'Hi, Dana', 'Dealer dashboard');
  await expect(page).toHaveURL(/\/dealer$/);
  const verification = page.getByRole('region', { name: 'Business verification' });
  await expect(verification.getByText('Not verified yet')).toBeVisible();
  await page.locator('input[type=file][name=dealerLicence]').setInputFiles({
    name: 'licence.pdf',
    mimeType: 'application/pdf',
    buffer: pdf('dealer licence'),
  });
  await page.locator('input[type=file][name=businessRegistration]').setInputFiles({
    name: 'registration.png',
    mimeType: 'image/png',
    buffer: png([30, 90, 200]),
  });
  await verification.getByRole('button', { name: 'Submit documents' }).click();
  await expect(toast(page, 'Documents sent: an administrator will check them.')).toBeVisible();
  await expect(verification.getByText('Documents under review')).toBeVisible();

  // 3. The admin verifies the business, after looking at a document.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/login');
  await signIn(admin, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/$/);
  await openMenu(admin, await greetingOf(admin), 'Admin console');
  await expect(admin).toHaveURL(/\/admin$/);
  const application = admin.getByRole('article', { name: business });
  await expect(application).toContainText(`OMVIC-${suffix}`);
  await application.getByRole('button', { name: 'View Business registration' }).click();
  const viewer = admin.getByRole('dialog', { name: `Business registration of ${business}` });
  await expect(viewer.getByRole('img', { name: 'Business registration' })).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await application.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(admin, `${business} is verified`)).toBeVisible();
  await expect(admin.getByRole('article', { name: business })).toHaveCount(0);

  // 4. The dealer, now verified, writes a MarketDropAI listing.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Business verification' })).toHaveCount(0);
  await page.getByRole('link', { name: 'New listing' }).click();
  await expect(page).toHaveURL(/\/dealer\/listings\/new$/);
  await page.getByRole('textbox', { name: 'VIN', exact: true }).fill(hondaVin());
  await expect(page.getByText(/Check digit valid/)).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Year' })).toHaveValue('2021');
  await expect(page.getByRole('combobox', { name: 'Make' })).not.toHaveValue('');
  await page.getByRole('textbox', { name: 'Model' }).fill(model);
  await page.getByRole('spinbutton', { name: 'Odometer' }).fill('45210');
  await page.getByRole('combobox', { name: 'Fuel type' }).selectOption('Gasoline');
  await page.getByRole('textbox', { name: 'Description' }).fill('One owner, winter tires.');
  await page.getByRole('radio', { name: 'MarketDropAI' }).check();
  await page.getByRole('spinbutton', { name: 'Sticker price' }).fill('21000');
  await page.getByRole('spinbutton', { name: 'Floor price' }).fill('17000');
  await page.getByRole('spinbutton', { name: 'Drop amount' }).fill('250');
  await page.getByRole('spinbutton', { name: 'Drop every (minutes)' }).fill('60');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toast(page, 'Draft saved')).toBeVisible();
  await expect(page).toHaveURL(/\/dealer\/listings\/[^/]+\/edit$/);

  // Three photos, sent one by one; the first is the cover (once the saved draft's editor is ready).
  await expect(page.getByRole('button', { name: 'Add photos' })).toBeEnabled();
  await page.locator('input[type=file][name=photos]').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: png([200, 30, 30]) },
    { name: 'side.png', mimeType: 'image/png', buffer: png([30, 160, 60]) },
    { name: 'rear.png', mimeType: 'image/png', buffer: png([40, 40, 40]) },
  ]);
  await expect(page.getByTestId('photo-count')).toHaveText('3 of 30 photos');
  await expect(page.getByRole('button', { name: 'Reorder photo 3' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  // 5. Publish: the listing goes live.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Listing published')).toBeVisible();
  await expect(page).toHaveURL(/\/dealer\?state=live$/);
  const row = page.getByRole('article', { name: new RegExp(model) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('MarketDropAI');

  // 6. A buyer finds it in /listing and claims it.
  const buyer = await createVerifiedUser(request, 'dealer-buyer');
  const buyerContext = await browser.newContext();
  const shopper = await buyerContext.newPage();
  await shopper.goto('/login');
  await signIn(shopper, buyer.email, buyer.password);
  await expect(shopper).toHaveURL(/\/$/);
  await shopper.goto(`/listing?search=${model}`);
  const card = shopper.getByRole('article').filter({ hasText: model });
  await expect(card).toHaveCount(1);
  await card.getByRole('heading').getByRole('link').click();
  await expect(shopper).toHaveURL(/\/detail\//);
  await expect(shopper.getByText(business)).toBeVisible();
  await shopper.getByRole('button', { name: 'Claim Now' }).first().click();
  const claim = shopper.getByRole('dialog', { name: 'Claim Now' });
  await claim.getByRole('button', { name: 'Claim Now' }).click();
  await expect(shopper.getByText('You bought it')).toBeVisible();

  // The Seller line leads to the dealer's profile.
  await shopper.keyboard.press('Escape');
  await shopper.getByRole('link', { name: business }).click();
  await expect(shopper).toHaveURL(/\/seller-profile\?seller=/);
  await expect(shopper.getByRole('heading', { level: 1, name: business })).toBeVisible();
  await expect(shopper.getByText('Verified dealer')).toBeVisible();

  // 7. The dealer sees the sale: the listing is sold, its order in My sales.
  await page.goto('/dealer?state=sold');
  await expect(page.getByRole('tab', { name: 'Sold (1)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('article', { name: new RegExp(model) })).toBeVisible();
  // Its order is in My sales; the order page names the buyer.
  await openMenu(page, 'Hi, Dana', 'My sales');
  await expect(page).toHaveURL(/\/dealer\/sales$/);
  const sale = page.getByRole('article', { name: new RegExp(model) });
  await expect(sale).toContainText('Pending Payment');
  await sale.getByRole('link', { name: new RegExp(`^View .*${model}`) }).click();
  await expect(page).toHaveURL(/\/my-order\/[^/]+$/);
  await expect(page.getByText(`${buyer.firstName} ${buyer.lastName}`).first()).toBeVisible();

  await adminContext.close();
  await buyerContext.close();
});

/** The admin's greeting in the header ("Hi, <first name>"). */
async function greetingOf(page: Page): Promise<string> {
  const button = page.getByRole('banner').getByRole('button', { name: /^Hi, / });
  return (await button.textContent())?.trim() ?? 'Hi, User';
}

test('a consumer opening the dealer dashboard or the admin console is sent home', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, 'not-dealer');
  await page.goto('/login');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dealer');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
});
