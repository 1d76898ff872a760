import { expect, test, type Page } from '@playwright/test';
import { vehicleStructuredDataProblems } from '../src/catalogue/structured-data-rules';
import { appReady } from './support/ui';

/*
 * The public pages as a crawler, a link preview and a first visit get them: rendered by the server
 * (their content, title, description, canonical address and structured data in the HTML), with the
 * right status, then taken over by the browser without a hydration mismatch, in a time zone other
 * than the server's.
 */

const HTML = { accept: 'text/html' };

/** The first vehicle of the listing, as the API answers it (`card`: the name its card shows). */
async function firstVehicle(page: Page): Promise<{ id: string; name: string; card: string }> {
  const response = await page.request.post('/user/getAuctions', {
    data: { pageNumber: 1, pageSize: 1, sortBy: 'lowToHigh' },
  });
  expect(response.status()).toBe(200);
  type Answer = {
    data: {
      _id: string;
      vehicleName: string;
      vehicle: { year: number; make: { name: string }; model: string };
    }[];
  };
  const [auction] = ((await response.json()) as Answer).data;
  expect(auction).toBeDefined();
  const { year, make, model } = auction!.vehicle;
  return { id: auction!._id, name: auction!.vehicleName, card: `${year} ${make.name} ${model}` };
}

/** The text of the rendered `#root` (what a crawler reads without running a script). */
function rootText(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json"', start);
  return html
    .slice(start, end === -1 ? undefined : end)
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

const headTag = (html: string, pattern: RegExp) =>
  pattern.exec(html.slice(0, html.indexOf('</head>')))?.[1];

test('each public page comes rendered, with its own title, description and canonical address', async ({
  page,
  baseURL,
}) => {
  const vehicle = await firstVehicle(page);
  const pages = [
    {
      path: '/home-landing',
      title: 'MarketDrop: vehicles that sell every Thursday',
      text: 'How It Works',
    },
    { path: '/listing', title: 'All Vehicles · MarketDrop', text: vehicle.card },
    {
      path: `/detail/${vehicle.id}`,
      title: `${vehicle.name} · MarketDrop`,
      text: 'Specifications',
    },
    { path: '/about', title: 'About Us · MarketDrop', text: 'About' },
    { path: '/faq', title: "FAQ's · MarketDrop", text: 'How do I place a bid?' },
    { path: '/terms-conditions', title: 'Terms & Conditions · MarketDrop', text: 'Terms' },
    { path: '/privacy-policy', title: 'Privacy Policy · MarketDrop', text: 'Privacy' },
    { path: '/contact', title: 'Contact Support · MarketDrop', text: 'Contact' },
  ];
  for (const { path, title, text } of pages) {
    const response = await page.request.get(path, { headers: HTML });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(/<html lang="en-CA">/);
    expect(
      headTag(html, /<title>([^<]*)<\/title>/)
        ?.replace(/&amp;/g, '&')
        .replace(/&#x27;/g, "'"),
      path,
    ).toBe(title);
    expect(html.match(/<title>/g), `${path}: one title`).toHaveLength(1);
    expect(headTag(html, /<meta name="description" content="([^"]+)"/), path).toBeTruthy();
    expect(headTag(html, /<link rel="canonical" href="([^"]+)"/), path).toBe(`${baseURL}${path}`);
    expect(headTag(html, /<meta property="og:title" content="([^"]+)"/), path).toBeTruthy();
    expect(rootText(html), path).toContain(text);
    // The Content Security Policy runs no inline script: the page needs none.
    expect(
      html.match(/<script>|<script (?!type="(?:module|application\/json|application\/ld\+json)")/g),
      path,
    ).toBeNull();
  }
});

test("a vehicle's page holds its Car structured data and a preview picture", async ({
  page,
  baseURL,
}) => {
  const vehicle = await firstVehicle(page);
  const html = await (await page.request.get(`/detail/${vehicle.id}`, { headers: HTML })).text();
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(jsonLd).toBeDefined();
  const data = JSON.parse(jsonLd!) as Record<string, unknown>;
  expect(vehicleStructuredDataProblems(data)).toEqual([]);
  expect(data).toMatchObject({ name: vehicle.name, url: `${baseURL}/detail/${vehicle.id}` });
  // The preview picture: the vehicle's first photo as a 1200x630 JPEG, at an absolute address.
  const picture = headTag(html, /<meta property="og:image" content="([^"]+)"/);
  expect(picture).toBe(`${baseURL}/user/media/previews/${vehicle.id}.jpg`);
  expect(headTag(html, /<meta property="og:image:width" content="([^"]+)"/)).toBe('1200');
  const image = await page.request.get(picture!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');
  expect(headTag(html, /<meta property="og:type" content="([^"]+)"/)).toBe('product');
});

test('an unknown address or vehicle answers 404 with its Not found page', async ({ page }) => {
  const response = await page.request.get('/no-such-page', { headers: HTML });
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex"');
  expect(rootText(html)).toContain('Page Not Found');
  // An unknown vehicle: 404, and the browser shows Auction Not Found.
  const unknown = '/detail/00000000-0000-4000-8000-000000000000';
  expect((await page.request.get(unknown, { headers: HTML })).status()).toBe(404);
  await page.goto(unknown);
  await expect(page.getByRole('heading', { name: 'Auction Not Found' })).toBeVisible();
  const robots = await page.request.get('/robots.txt');
  expect(await robots.text()).toContain('Sitemap: ');
  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain('/sitemaps/vehicles-1.xml');
});

test.describe('taken over by the browser', () => {
  // Another zone than the server's: the times hydrate as rendered, then show the device's zone.
  test.use({ timezoneId: 'America/Vancouver' });

  test('without a hydration mismatch or any error, and works at once', async ({ page }) => {
    const vehicle = await firstVehicle(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 404/.test(message.text()))
        errors.push(message.text());
    });
    for (const path of [
      '/listing',
      `/detail/${vehicle.id}`,
      '/faq',
      '/home-landing',
      '/no-such-page',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(errors, path).toEqual([]);
    }
    // The vehicle's end: rendered in the sale's zone (Toronto), hydrated as rendered (no
    // mismatch above), then shown in the device's zone with its name.
    const html = await (await page.request.get(`/detail/${vehicle.id}`, { headers: HTML })).text();
    expect(rootText(html)).toMatch(
      /Ends \w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[ap]\.m\.\sE[SD]T/,
    );
    await page.goto(`/detail/${vehicle.id}`);
    await expect(page.getByTestId('end-time')).toHaveText(
      /^Ends \w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[ap]\.m\.\s(?!E[SD]T)\S+$/,
    );
    expect(errors).toEqual([]);
    // The listing's cards and filters answer as soon as the page is there.
    await page.goto('/listing');
    await expect(page.getByRole('heading', { level: 1, name: 'All Vehicles' })).toBeVisible();
    await page.getByRole('link', { name: vehicle.card }).first().click();
    await expect(page).toHaveURL(new RegExp(`/detail/${vehicle.id}$`));
    await expect(page).toHaveTitle(`${vehicle.name} · MarketDrop`);
    expect(errors).toEqual([]);
  });

  test('a search typed before the browser has taken the listing over is kept, and Enter searches even then', async ({
    page,
  }) => {
    // Holds the app's code: until released, the page is the server's HTML alone.
    const holdScripts = async () => {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.unroute(/\/assets\/.*\.js$/);
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      return release;
    };
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search vehicles' });

    let release = await holdScripts();
    await page.goto('/listing', { waitUntil: 'commit' });
    await search.fill('Civic');
    release();
    await appReady(page);
    await expect(search).toHaveValue('Civic');
    await expect(page).toHaveURL(/search=Civic/);

    release = await holdScripts();
    await page.goto('/listing', { waitUntil: 'commit' });
    await search.fill('Civic');
    await search.press('Enter');
    // A plain form: the server answers the search with the listing rendered.
    await page.waitForURL(/\/listing\?search=Civic$/, { waitUntil: 'commit' });
    await expect(page.getByRole('link', { name: /Civic/ }).first()).toBeVisible();
    release();
    await appReady(page);
    await expect(search).toHaveValue('Civic');

    // A French page's form stays at its French address.
    release = await holdScripts();
    await page.goto('/fr/listing', { waitUntil: 'commit' });
    const recherche = page
      .getByRole('banner')
      .getByRole('searchbox', { name: 'Rechercher des véhicules' });
    await recherche.fill('Civic');
    await recherche.press('Enter');
    await page.waitForURL(/\/fr\/listing\?search=Civic$/, { waitUntil: 'commit' });
    release();
    await expect(recherche).toHaveValue('Civic');
  });

  test('a French address comes rendered in French, hydrated without a mismatch, whatever was chosen', async ({
    page,
    context,
    baseURL,
  }) => {
    const html = await (await page.request.get('/fr/faq', { headers: HTML })).text();
    expect(html).toMatch(/<html lang="fr-CA">/);
    expect(rootText(html)).toContain('Foire aux questions');
    expect(headTag(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${baseURL}/fr/faq`);
    // The English address stays English for a reader who chose French (its cookie and storage).
    const english = await (
      await page.request.get('/faq', { headers: { ...HTML, cookie: 'marketdrop.language=fr' } })
    ).text();
    expect(english).toMatch(/<html lang="en-CA">/);
    await context.addCookies([{ name: 'marketdrop.language', value: 'fr', url: baseURL! }]);
    await context.addInitScript(() => window.localStorage.setItem('marketdrop.language', 'fr'));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/fr/faq');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Foire aux questions');
    await page.goto('/faq');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    expect(errors).toEqual([]);
  });

  test('the language switch moves between /listing and /fr/listing (query kept), and French links stay French', async ({
    page,
  }) => {
    const vehicle = await firstVehicle(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const chooseLanguage = async (from: 'EN' | 'FR', to: 'English' | 'Français') => {
      await page.getByRole('button', { name: new RegExp(`^${from} - `) }).click();
      await page.getByRole('menuitemradio', { name: to }).click();
    };

    await page.goto('/listing?sort=lowToHigh');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await chooseLanguage('EN', 'Français');
    await expect(page).toHaveURL(/\/fr\/listing\?sort=lowToHigh$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1, name: 'Tous les véhicules' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await page.waitForLoadState('networkidle');
    expect(errors, 'French listing hydrated').toEqual([]);

    // A vehicle's link in the French listing leads to its French page.
    await page.getByRole('link', { name: vehicle.card }).first().click();
    await expect(page).toHaveURL(new RegExp(`/fr/detail/${vehicle.id}$`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/fr/detail/${vehicle.id}$`),
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/fr\/listing\?sort=lowToHigh$/);

    await chooseLanguage('FR', 'English');
    await expect(page).toHaveURL(/\/listing\?sort=lowToHigh$/);
    await expect(page).not.toHaveURL(/\/fr\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(page.getByRole('heading', { level: 1, name: 'All Vehicles' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('an unknown French address answers 404 with the French Not found page', async ({ page }) => {
    const response = await page.request.get('/fr/nope', { headers: HTML });
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<html lang="fr-CA">/);
    expect(rootText(html)).toContain('Page introuvable');
  });
});
