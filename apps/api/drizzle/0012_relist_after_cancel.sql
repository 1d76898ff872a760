DROP INDEX "orders_auction_id_idx";--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "pre_sale" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "counts_against_buyer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_buyer_lapses_idx" ON "orders" USING btree ("buyer_id","cancelled_at") WHERE counts_against_buyer;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_auction_id_idx" ON "orders" USING btree ("auction_id") WHERE status <> 'Cancelled';--> statement-breakpoint
-- hand-written:
-- Orders cancelled so far were cancelled by their buyer or lapsed at the payment deadline: they
-- count toward the buyer's cancellation limit (docs/product.md §5.5).
UPDATE "orders" SET "counts_against_buyer" = true
  WHERE "status" = 'Cancelled' AND "buyer_id" IS NOT NULL;
--> statement-breakpoint
-- Sales whose every order was cancelled before this change stayed `sold`: they end unsold, so
-- their dealer can relist them (their state before the sale was not kept).
UPDATE "auctions" SET "status" = 'unsold', "leader_id" = NULL, "leader_max_bid" = NULL
  WHERE "status" = 'sold'
    AND EXISTS (SELECT 1 FROM "orders" o WHERE o."auction_id" = "auctions"."id")
    AND NOT EXISTS (SELECT 1 FROM "orders" o
      WHERE o."auction_id" = "auctions"."id" AND o."status" <> 'Cancelled');
