import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOAD_MAX_BYTES, systemClock, type Clock } from '@marketdrop/validation';
import socialLoginRoutes from './accounts/social-login/routes';
import type { AppConfig } from './config';
import authPlugin from './plugins/auth';
import compressionPlugin from './plugins/compression';
import busPlugin from './plugins/bus';
import dbPlugin from './plugins/db';
import docsPlugin from './plugins/docs';
import drainPlugin from './plugins/drain';
import jobsPlugin from './plugins/jobs';
import errorsPlugin, { frameworkErrors } from './plugins/errors';
import idempotencyPlugin from './plugins/idempotency';
import limitsPlugin, { MAX_BODY_LIMIT } from './plugins/limits';
import mailPlugin, { type MailTransport } from './plugins/mail';
import limitStorePlugin from './plugins/limit-store';
import rateLimitPlugin from './plugins/rate-limit';
import securityPlugin from './plugins/security';
import storagePlugin from './plugins/storage';
import streamsPlugin from './plugins/streams';
import webPlugin from './plugins/web';
import accountRoutes from './accounts';
import auctionsRoutes from './auctions';
import { findBidAuctions } from './auctions/find-bid-auctions';
import { findYourMaxBids } from './auctions/find-your-max-bids';
import { auctionJobs } from './auctions/jobs';
import { putBackOnSale } from './auctions/put-back-on-sale';
import catalogueRoutes, { createCatalogueDeps } from './catalogue';
import contentRoutes from './content';
import basketRoutes from './basket';
import { awaitSocialSignIn } from './basket/guest-cart';
import { basketJobs } from './basket/jobs';
import { basketMergeOf } from './basket/merge-guest-cart';
import type { SignInHooks } from './accounts/sign-in-hooks';
import { promotionJobs } from './basket/promotions-jobs';
import { basketCheckoutOps } from './basket/pay-basket';
import { earnRewardPoints } from './basket/promotions-rewards';
import dealers, { dealerJobs } from './dealers';
import { findAuctionDisclosures } from './dealers/load-listings';
import { cancelBuyerOrders } from './orders/cancel-buyer-orders';
import { findSellerRating } from './orders/find-seller-rating';
import admin from './admin';
import notifications from './notifications';
import ordersRoutes from './orders';
import { orderJobs } from './orders/jobs';
import { accountJobs } from './accounts/jobs';
import { catalogueJobs } from './catalogue/check-saved-searches';
import { notify } from './notifications/notify';
import healthRoutes from './health/routes';
import { firstPictureOf } from './catalogue/first-picture';
import {
  SITEMAP_MAX_URLS,
  countVehiclePages,
  findVehiclePageState,
  findVehiclePages,
} from './catalogue/find-vehicle-pages';
import crawlersPlugin from './plugins/crawlers';
import { loadWebRenderer } from './plugins/server-render';
import { logRedaction } from './shared/logging';
import { createSerialQueue, type SerialQueue } from './shared/serial-queue';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** Where "now" comes from; tests inject one to move time. */
    clock: Clock;
    /**
     * Listing photos are decoded one at a time in this process (decision 023): its depth is how
     * many wait.
     */
    photoQueue: SerialQueue;
  }
}

export type AppOptions = {
  config: AppConfig;
  clock?: Clock;
  /** Replaces the mail transport chosen from the configuration. */
  mailTransport?: MailTransport;
};

/** At most this many files in one multipart request. */
const MAX_FILES_PER_REQUEST = 5;

/** MarketDrop's server as a plugin: infrastructure, then the `/user` routes, then the web app. */
export const app = fp<AppOptions>(
  async function marketdrop(instance, opts) {
    const { config } = opts;
    instance.decorate('config', config);
    instance.decorate('clock', opts.clock ?? systemClock);
    instance.decorate('photoQueue', createSerialQueue());
    // Cancelling an unpaid order puts its vehicle back on sale (the auctions domain's engine), in
    // the orders domain's transaction: given here so orders does not import auctions (decision 032).
    instance.decorate('putBackOnSale', putBackOnSale);
    // The catalogue's answers carry the caller's own maximum bids (the auctions domain's bids).
    instance.decorate('yourMaxBids', findYourMaxBids);

    await instance.register(errorsPlugin);
    // First, so that its hooks count every request and its close waits for them (SIGTERM).
    await instance.register(drainPlugin, { timeoutMs: config.drain.timeoutMs });
    await instance.register(limitsPlugin, { loadShedding: config.loadShedding });
    await instance.register(securityPlugin, {
      corsOrigins: config.corsOrigins,
      isProduction: config.isProduction,
    });
    await instance.register(compressionPlugin);
    await instance.register(docsPlugin, { publicUrl: config.publicUrl });
    await instance.register(dbPlugin, {
      database: config.database,
      migrationsDir: config.migrationsDir,
    });
    await instance.register(busPlugin);
    await instance.register(streamsPlugin, config.liveEvents);
    await instance.register(idempotencyPlugin);
    await instance.register(mailPlugin, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      isProduction: config.isProduction,
      ...(opts.mailTransport ? { transport: opts.mailTransport } : {}),
    });
    await instance.register(storagePlugin, { dir: config.uploadsDir });
    await instance.register(authPlugin, { hashing: config.hashing });
    await instance.register(limitStorePlugin, { config });
    await instance.register(rateLimitPlugin, config.rateLimit);
    await instance.register(multipart, {
      limits: {
        fileSize: UPLOAD_MAX_BYTES,
        files: MAX_FILES_PER_REQUEST,
        fields: 60,
        parts: 70,
        fieldSize: 10_000,
        fieldNameSize: 100,
        headerPairs: 100,
      },
    });

    // Signing in with a guest token brings the guest basket along (the basket domain).
    const signInHooks: SignInHooks = {
      afterSignIn: (input) => basketMergeOf(instance, input),
      socialSignInStarted: (input) => awaitSocialSignIn(instance, input),
    };
    await instance.register(accountRoutes, {
      prefix: '/user',
      // Deleting an account cancels its unpaid orders first (the orders domain), in one transaction.
      beforeDeletion: (tx, input) => cancelBuyerOrders({ db: tx, putBackOnSale }, input),
      signInHooks,
    });
    await instance.register(socialLoginRoutes, { prefix: '/user', signInHooks });
    await instance.register(contentRoutes, { prefix: '/user' });
    await instance.register(basketRoutes, { prefix: '/user' });
    // One catalogue (and its cache of answers) for the API and for the pages' first pictures.
    const catalogue = createCatalogueDeps(instance, {
      enabled: config.catalogueCache,
      freshnessMs: config.catalogueFreshnessMs,
    });
    if (config.catalogueStats) {
      // For benches: how the answers were reused, in one line they read from the output.
      instance.addHook('onClose', async () => {
        const { freshHits, versionHits, misses } = catalogue.cache.stats;
        const stats = { hits: freshHits + versionHits, misses, freshHits, versionHits };
        process.stdout.write(`catalogue cache stats: ${JSON.stringify(stats)}\n`);
      });
    }
    await instance.register(catalogueRoutes, {
      prefix: '/user',
      ctx: catalogue,
      mediaDir: config.mediaDir,
      // An auction's detail shows its seller's disclosures (the dealers domain's).
      disclosuresOf: findAuctionDisclosures,
    });
    await instance.register(auctionsRoutes, { prefix: '/user' });
    await instance.register(dealers, {
      prefix: '/user',
      // The seller profile's rating: the orders domain's reviews.
      sellerRating: findSellerRating,
    });
    await instance.register(admin, { prefix: '/user' });
    await instance.register(ordersRoutes, {
      prefix: '/user',
      // My Bids lists the caller's auctions (the auctions domain's) with their orders.
      findBidAuctions,
      // A paid order earns its buyer reward points (the basket's, docs/product.md §14.5).
      onOrderPaid: earnRewardPoints,
      // Paying the whole basket at once (`cart: true`, the basket's, decision 044).
      basket: basketCheckoutOps,
    });
    await instance.register(notifications, {
      prefix: '/user',
      mailIntervalMs: config.notificationMailIntervalMs,
    });
    await instance.register(healthRoutes, { prefix: '/user' });
    // Closing due sales, MarketDropAI drops, cancelling unpaid orders past their deadline and the
    // lapse of reserve offers, purging ended password-guess budgets and idle guest baskets, on the server clock
    // (JOBS=false: driven by hand).
    await instance.register(jobsPlugin, {
      enabled: config.jobs,
      jobs: [
        ...auctionJobs(instance),
        ...orderJobs(instance),
        ...dealerJobs(instance),
        ...accountJobs(instance),
        ...catalogueJobs({ db: instance.db, notify }),
        ...basketJobs(instance),
        ...promotionJobs(instance),
      ],
    });
    // robots.txt and the sitemap, from the catalogue's public vehicle pages.
    await instance.register(crawlersPlugin, {
      publicUrl: config.publicUrl,
      maxUrlsPerFile: SITEMAP_MAX_URLS,
      countVehicles: () => countVehiclePages(instance, { now: instance.clock() }),
      findVehicles: (page, perPage) =>
        findVehiclePages(instance, { now: instance.clock(), page, perPage }),
      ttlMs: 60_000,
    });
    await instance.register(webPlugin, {
      webDist: config.webDist,
      firstPicture: (url) => firstPictureOf(catalogue, { url }),
      vehiclePageState: (auctionId) =>
        findVehiclePageState(instance, { auctionId, now: instance.clock() }),
      renderer: config.webSsrEntry === null ? null : await loadWebRenderer(config.webSsrEntry),
      // Rendered pages follow the listing's freshness rule (decision 024), and its switch.
      renderCacheMs: config.catalogueCache ? config.catalogueFreshnessMs : 0,
      publicUrl: config.publicUrl,
    });
  },
  { name: 'marketdrop' },
);

/**
 * Fastify options the app expects (body limit, proxy trust, the envelope for a malformed URL); the
 * logger is the caller's choice, with credentials redacted and no statement values in errors.
 */
export function serverOptions(
  config: AppConfig,
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions {
  return {
    logger:
      logger === true
        ? logRedaction
        : typeof logger === 'object' && logger !== null
          ? { ...logRedaction, ...logger }
          : logger,
    frameworkErrors,
    // Each route gets the limit that fits its call (plugins/limits.ts); this is the ceiling, for
    // what matches no route. Uploads are not held to it (their files have their own limit).
    bodyLimit: MAX_BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    forceCloseConnections: true,
    // Opening PGlite and running the migrations can pass Fastify's 10 s default on a busy machine.
    pluginTimeout: 60_000,
  };
}

/** Builds a ready app (used by server.ts and, with a throw-away database, by the tests). */
export async function buildApp(
  opts: AppOptions & { logger?: FastifyServerOptions['logger'] },
): Promise<FastifyInstance> {
  const instance = Fastify(serverOptions(opts.config, opts.logger ?? false));
  await instance.register(app, opts);
  await instance.ready();
  return instance;
}
