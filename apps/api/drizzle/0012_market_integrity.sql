CREATE TABLE "listing_disclosures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_guess_budgets" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"guesses" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_auction_id_idx";--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "pre_sale" jsonb;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "max_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "counts_against_buyer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_disclosures" ADD CONSTRAINT "listing_disclosures_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_disclosures" ADD CONSTRAINT "listing_disclosures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_disclosures_vehicle_idx" ON "listing_disclosures" USING btree ("vehicle_id","created_at");--> statement-breakpoint
CREATE INDEX "password_guess_budgets_window_idx" ON "password_guess_budgets" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "orders_buyer_lapses_idx" ON "orders" USING btree ("buyer_id","cancelled_at") WHERE counts_against_buyer;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_auction_id_idx" ON "orders" USING btree ("auction_id") WHERE status <> 'Cancelled';
--> statement-breakpoint
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
