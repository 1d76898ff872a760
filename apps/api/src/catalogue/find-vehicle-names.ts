import { eq, inArray } from 'drizzle-orm';
import { auctions, vehicles } from './tables';
import type { DbDeps } from '../shared/deps';

/**
 * The vehicle name (`2021 Hyundai Tucson Preferred`) of each auction, by auction id, for the
 * domains that tell of an auction without reading the catalogue's tables (notifications, their
 * e-mails). Ids that name no auction are left out.
 */
export async function findVehicleNames(
  deps: DbDeps,
  input: { auctionIds: readonly string[] },
): Promise<Map<string, string>> {
  const ids = [...new Set(input.auctionIds)];
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .select({ auctionId: auctions.id, vehicleName: vehicles.vehicleName })
    .from(auctions)
    .innerJoin(vehicles, eq(vehicles.id, auctions.vehicleId))
    .where(inArray(auctions.id, ids));
  return new Map(rows.map((row) => [row.auctionId, row.vehicleName]));
}
