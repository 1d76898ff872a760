ALTER TABLE "auctions" ADD COLUMN "facets" text[] GENERATED ALWAYS AS (array['m' || left(make_id::text, 8), 'c' || left(coalesce(category_id::text, ''), 8), 'y' || year::text, 'f' || coalesce(fuel_type, ''), 't' || coalesce(transmission, ''), 'a' || auction_type]) STORED;--> statement-breakpoint
CREATE INDEX "auctions_open_facets_idx" ON "auctions" USING gin ("facets") WHERE status = 'open';--> statement-breakpoint
-- The listing's sort indexes hold every column a listing filters on (decision 024): walking one in
-- the order of a sort, PostgreSQL checks each filter in the index itself and reads no table row
-- until it has found the page, so a filter whose matches come late in the sort order (recent years
-- sorted by price, a search sorted by end) no longer reads thousands of rows. The key columns stay
-- as they were (schema in catalogue/tables.ts); only the included columns are new.
DROP INDEX IF EXISTS "auctions_open_default_idx";--> statement-breakpoint
CREATE INDEX "auctions_open_default_idx" ON "auctions" USING btree ("trending" DESC NULLS FIRST, "ends_at", "id")
  INCLUDE ("current_price", "year", "make_id", "category_id", "fuel_type", "transmission", "auction_type", "search_vector")
  WHERE status = 'open';--> statement-breakpoint
DROP INDEX IF EXISTS "auctions_open_price_idx";--> statement-breakpoint
CREATE INDEX "auctions_open_price_idx" ON "auctions" USING btree ("current_price", "id")
  INCLUDE ("ends_at", "trending", "year", "make_id", "category_id", "fuel_type", "transmission", "auction_type", "search_vector")
  WHERE status = 'open';--> statement-breakpoint
DROP INDEX IF EXISTS "auctions_open_ends_at_idx";--> statement-breakpoint
CREATE INDEX "auctions_open_ends_at_idx" ON "auctions" USING btree ("ends_at", "id")
  INCLUDE ("current_price", "trending", "year", "make_id", "category_id", "fuel_type", "transmission", "auction_type", "search_vector")
  WHERE status = 'open';--> statement-breakpoint
DROP INDEX IF EXISTS "auctions_open_starts_at_idx";--> statement-breakpoint
CREATE INDEX "auctions_open_starts_at_idx" ON "auctions" USING btree ("starts_at", "id")
  INCLUDE ("ends_at", "current_price", "trending", "year", "make_id", "category_id", "fuel_type", "transmission", "auction_type", "search_vector")
  WHERE status = 'open';--> statement-breakpoint
-- Filters that go together (a make's transmissions and fuel types, a year's fuel types): without
-- these the planner multiplies their shares as if independent, expects matches that do not exist
-- (a make sold only as automatic, asked for manual) and walks a whole sort index to find none.
CREATE STATISTICS IF NOT EXISTS "auctions_make_transmission_stats" (mcv) ON "make_id", "transmission" FROM "auctions";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "auctions_make_fuel_stats" (mcv) ON "make_id", "fuel_type" FROM "auctions";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "auctions_year_fuel_stats" (mcv) ON "year", "fuel_type" FROM "auctions";--> statement-breakpoint
-- Index-only walks need the visibility map: vacuum the auctions (bids, drops and claims change
-- them all day) after about 1 % of them changed, not the default 20 %.
ALTER TABLE "auctions" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 200, autovacuum_vacuum_insert_scale_factor = 0.01);
