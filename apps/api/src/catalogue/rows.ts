/**
 * The catalogue's row types, for the domains that receive its rows from its read functions
 * (decision 032, "Reads across domains"): a type, not the table, so no other domain writes or
 * queries the catalogue's tables itself.
 */
import type { vehicles } from './tables';

export type {
  AuctionRow,
  CategoryRow,
  DealerRow,
  MakeRow,
  PhotoVariant,
  StoredAuctionStatus,
  StoredSaleTerms,
  VehicleRow,
} from './tables';

/** A vehicle's columns as written (`createVehicle`, `saveVehicle`). */
export type NewVehicleRow = typeof vehicles.$inferInsert;
