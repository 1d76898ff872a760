import { eq, inArray, sql } from 'drizzle-orm';
import type { AuctionType } from '@marketdrop/validation';
import type { DbDeps } from '../shared/deps';
import { auctions, makes, vehicleImages, vehicles } from './tables';

/** The vehicle of a sale as an order shows it (and the bill of sale prints it). */
export type SaleVehicle = {
  auctionId: string;
  auctionType: AuctionType;
  vehicleName: string;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  vin: string | null;
  miles: number | null;
  odometerUnit: 'KM' | 'MI';
  exteriorColour: string | null;
  /** The first picture's path, or null. */
  image: string | null;
  /** The province where the vehicle is (its listing's location). */
  province: string | null;
};

/** The path of a sale's vehicle's first picture (null: none), as a column of a select on `vehicles`. */
export const firstImagePath = () =>
  sql<
    string | null
  >`(select ${vehicleImages.path} from ${vehicleImages} where ${vehicleImages.vehicleId} = ${vehicles.id} order by ${vehicleImages.position} limit 1)`;

/**
 * The vehicles of some auctions, by auction id, for the orders domain (which does not read the
 * catalogue's tables). Ids that name no auction are left out.
 */
export async function findSaleVehicles(
  deps: DbDeps,
  input: { auctionIds: readonly string[] },
): Promise<Map<string, SaleVehicle>> {
  const ids = [...new Set(input.auctionIds)];
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .select({
      auctionId: auctions.id,
      auctionType: auctions.auctionType,
      vehicleName: vehicles.vehicleName,
      year: vehicles.year,
      make: makes.name,
      model: vehicles.model,
      trim: vehicles.trim,
      vin: vehicles.vin,
      miles: vehicles.miles,
      odometerUnit: vehicles.odometerUnit,
      exteriorColour: vehicles.exteriorColour,
      image: firstImagePath(),
      province: vehicles.province,
    })
    .from(auctions)
    .innerJoin(vehicles, eq(vehicles.id, auctions.vehicleId))
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .where(inArray(auctions.id, ids));
  return new Map(rows.map((row) => [row.auctionId, row]));
}
