import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { SITE_LANGUAGES, detailPath, localizedPath, paths } from '@marketdrop/api-client';
import { escapeMarkup } from '../shared/markup';
import { AppError } from '../shared/errors';
import { SharedAnswers } from '../shared/shared-answers';

/** One vehicle page of the sitemap: its auction and when anything on it last changed. */
export type SitemapVehicle = { auctionId: string; lastModified: Date };

export type CrawlersPluginOptions = {
  /** The address people open MarketDrop at (`PUBLIC_URL`): sitemaps name absolute addresses. */
  publicUrl: string;
  /**
   * The most addresses (`<url>` entries) one sitemap file holds (sitemaps.org: 50,000); each
   * vehicle takes one per language.
   */
  maxUrlsPerFile: number;
  /** How many vehicle pages are public now (the catalogue's `countVehiclePages`). */
  countVehicles: () => Promise<number>;
  /** One file's vehicles, `page` from 1, `perPage` a file (the catalogue's `findVehiclePages`). */
  findVehicles: (page: number, perPage: number) => Promise<SitemapVehicle[]>;
  /**
   * How long a sitemap or its index is reused before it is read again: sales open and close all
   * week, a crawler reads a sitemap at most every few minutes.
   */
  ttlMs: number;
};

/**
 * The public pages that are not a vehicle, as a crawler should find them (each at its address in
 * each language), and `/` (answered in the reader's language: one address).
 */
export const SITEMAP_PAGES: readonly string[] = [
  paths.home,
  paths.listing,
  paths.homeLanding,
  paths.about,
  paths.faq,
  paths.contact,
  paths.terms,
  paths.privacy,
];

/**
 * The pages of a signed-in person (or of a step of signing in): nothing there for a search engine,
 * and a link someone pasted somewhere must not be crawled.
 */
export const PRIVATE_PAGES: readonly string[] = [
  paths.myBids,
  paths.myOrder,
  paths.myProfile,
  paths.editProfile,
  paths.savedCars,
  paths.notifications,
  paths.alerts,
  paths.changePassword,
  paths.dealer,
  paths.admin,
  paths.otpVerification,
  paths.resetPassword,
  paths.socialLogin,
];

/** The vehicles one sitemap file of at most `maxUrls` addresses lists (one address per language). */
export function vehiclesPerSitemapFile(maxUrls: number): number {
  return Math.floor(maxUrls / SITE_LANGUAGES.length);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const VEHICLE_FILE = /^vehicles-([1-9]\d{0,5})\.xml$/;

/** `robots.txt`: everything but the API and the private pages may be crawled; where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    // The vehicles' pictures are under the API's path; a search engine may show them.
    'Allow: /user/media/',
    'Disallow: /user/',
    'Disallow: /docs',
    ...PRIVATE_PAGES.flatMap((page) => [
      `Disallow: ${page}`,
      `Disallow: ${localizedPath(page, 'fr')}`,
    ]),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * One page of a sitemap: its path (no language prefix), its last change when known, and whether it
 * has an address per language (a public page: `/listing` and `/fr/listing`).
 */
export type SitemapEntry = { path: string; lastModified?: Date; inEachLanguage: boolean };

/**
 * A `<urlset>` of absolute addresses, each with its last change when known. A page with an
 * address per language is listed at each of them, each `<url>` naming all of them
 * (`xhtml:link rel="alternate" hreflang`, English the default), as search engines ask.
 */
export function urlSet(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const absolute = (path: string) => escapeMarkup(`${publicUrl}${path}`);
  const urls = entries.flatMap(({ path, lastModified, inEachLanguage }) => {
    const lastmod =
      lastModified === undefined ? '' : `<lastmod>${lastModified.toISOString()}</lastmod>`;
    if (!inEachLanguage) return [`<url><loc>${absolute(path)}</loc>${lastmod}</url>`];
    const links = [
      ...SITE_LANGUAGES.map((language) => [language, localizedPath(path, language)] as const),
      ['x-default', localizedPath(path, 'en')] as const,
    ]
      .map(
        ([hreflang, href]) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${absolute(href)}"/>`,
      )
      .join('');
    return SITE_LANGUAGES.map(
      (language) =>
        `<url><loc>${absolute(localizedPath(path, language))}</loc>${lastmod}${links}</url>`,
    );
  });
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A `<sitemapindex>` naming each file of the sitemap. */
export function sitemapIndex(publicUrl: string, files: readonly string[]): string {
  const entries = files.map(
    (file) => `<sitemap><loc>${escapeMarkup(`${publicUrl}/sitemaps/${file}`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} not found`);

/**
 * What search engines read first: `/robots.txt`, and `/sitemap.xml`, an index of `pages.xml` (the
 * public pages that are not a vehicle) and `vehicles-N.xml` (every public vehicle page, at most
 * `maxUrlsPerFile` per file, as many files as the catalogue needs). Each answer is kept `ttlMs`.
 */
export default fp<CrawlersPluginOptions>(
  async function crawlersPlugin(app: FastifyInstance, opts) {
    const { publicUrl, maxUrlsPerFile } = opts;
    const vehiclesPerFile = vehiclesPerSitemapFile(maxUrlsPerFile);
    const sitemaps = new SharedAnswers<string>({ ttlMs: opts.ttlMs, maxEntries: 64 });
    const sendXml = (reply: FastifyReply, body: string) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', `public, max-age=${Math.floor(opts.ttlMs / 1000)}`)
        .send(body);
    const vehicleFiles = async () =>
      Math.max(1, Math.ceil((await opts.countVehicles()) / vehiclesPerFile));

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(publicUrl)),
    );

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      const body = await sitemaps.get('index', async () => {
        const count = await vehicleFiles();
        const files = [
          'pages.xml',
          ...Array.from({ length: count }, (_, i) => `vehicles-${i + 1}.xml`),
        ];
        return sitemapIndex(publicUrl, files);
      });
      return sendXml(reply, body);
    });

    app.get<{ Params: { file: string } }>(
      '/sitemaps/:file',
      { schema: { hide: true } },
      async (request, reply) => {
        const { file } = request.params;
        if (file === 'pages.xml') {
          return sendXml(
            reply,
            urlSet(
              publicUrl,
              // `/` has one address, answered in the reader's language.
              SITEMAP_PAGES.map((path) => ({ path, inEachLanguage: path !== paths.home })),
            ),
          );
        }
        const match = VEHICLE_FILE.exec(file);
        if (match === null) throw notFound('Sitemap');
        const page = Number(match[1]);
        const body = await sitemaps.get(file, async () => {
          const vehicles =
            page <= (await vehicleFiles()) ? await opts.findVehicles(page, vehiclesPerFile) : [];
          if (vehicles.length === 0 && page > 1) throw notFound('Sitemap');
          return urlSet(
            publicUrl,
            vehicles.map((vehicle) => ({
              path: detailPath(vehicle.auctionId),
              lastModified: vehicle.lastModified,
              inEachLanguage: true,
            })),
          );
        });
        return sendXml(reply, body);
      },
    );
  },
  { name: 'crawlers' },
);
