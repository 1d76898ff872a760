import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { SitemapVehicle } from '../plugins/crawlers';
import type { VehiclePageState } from '../plugins/web';
import type { DbDeps } from '../shared/deps';
import { isAuctionId } from './find-auction';
import { auctions, vehicles } from './tables';

/** The most addresses one sitemap file may hold (sitemaps.org: 50,000 URLs, 50 MB). */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * How long a closed sale's page stays in the sitemap (its result: price, bids, facts), and how long
 * the page of a vehicle its dealer withdrew (or an administrator took down) keeps answering before
 * it is gone for good (410).
 */
export const CLOSED_PAGE_DAYS = 30;

const DAY_MS = 86_400_000;

/** Neither withdrawn by its dealer nor taken down by an administrator. */
const notRemoved = and(isNull(vehicles.withdrawnAt), isNull(vehicles.unpublishedAt)) as SQL;

/** A page worth finding: on sale (or about to be), or closed less than `CLOSED_PAGE_DAYS` ago. */
function listedPage(now: Date): SQL {
  const since = new Date(now.getTime() - CLOSED_PAGE_DAYS * DAY_MS);
  return and(
    notRemoved,
    or(
      sql`${auctions.status} = 'open'`,
      sql`${auctions.closedAt} > ${since.toISOString()}::timestamptz`,
    ),
  ) as SQL;
}

/** How many vehicle pages the sitemap lists now. */
export async function countVehiclePages(deps: DbDeps, input: { now: Date }): Promise<number> {
  const [row] = await deps.db
    .select({ count: sql<number | string>`count(*)` })
    .from(auctions)
    .innerJoin(vehicles, eq(vehicles.id, auctions.vehicleId))
    .where(listedPage(input.now));
  return Number(row?.count ?? 0);
}

/**
 * One sitemap file's vehicles (`page` from 1, `perPage` each: the sitemap lists each vehicle at
 * its address in each language), in a stable order (the auction's id), with the later of the
 * sale's and the vehicle's last change.
 */
export async function findVehiclePages(
  deps: DbDeps,
  input: { now: Date; page: number; perPage: number },
): Promise<SitemapVehicle[]> {
  const rows = await deps.db
    .select({
      auctionId: auctions.id,
      lastModified: sql<Date | string>`greatest(${auctions.updatedAt}, ${vehicles.updatedAt})`,
    })
    .from(auctions)
    .innerJoin(vehicles, eq(vehicles.id, auctions.vehicleId))
    .where(listedPage(input.now))
    .orderBy(asc(auctions.id))
    .limit(input.perPage)
    .offset((input.page - 1) * input.perPage);
  return rows.map((row) => ({
    auctionId: row.auctionId,
    lastModified: new Date(row.lastModified),
  }));
}

/**
 * What the address of a vehicle's page answers: `found` (200, its page), `missing` (404: no such
 * auction) or `gone` (410: withdrawn or taken down more than `CLOSED_PAGE_DAYS` ago).
 */
export async function findVehiclePageState(
  deps: DbDeps,
  input: { auctionId: string; now: Date },
): Promise<VehiclePageState> {
  if (!isAuctionId(input.auctionId)) return 'missing';
  const [row] = await deps.db
    .select({
      removedAt: sql<
        Date | string | null
      >`coalesce(${vehicles.withdrawnAt}, ${vehicles.unpublishedAt})`,
    })
    .from(auctions)
    .innerJoin(vehicles, eq(vehicles.id, auctions.vehicleId))
    .where(eq(auctions.id, input.auctionId.toLowerCase()))
    .limit(1);
  if (row === undefined) return 'missing';
  if (row.removedAt === null) return 'found';
  const removedAt = new Date(row.removedAt).getTime();
  return input.now.getTime() - removedAt > CLOSED_PAGE_DAYS * DAY_MS ? 'gone' : 'found';
}
