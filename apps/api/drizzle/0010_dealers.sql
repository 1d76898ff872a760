CREATE TABLE "reserve_offers" (
	"auction_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"order_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "auctions_vehicle_id_idx";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dealer_status" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dealer_status_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dealer_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dealer_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "vehicle_documents" ADD COLUMN "mime_type" text;--> statement-breakpoint
ALTER TABLE "vehicle_images" ADD COLUMN "variants" jsonb;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "listed_by" uuid;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "sale_terms" jsonb;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "unpublished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "unpublished_reason" text;--> statement-breakpoint
ALTER TABLE "reserve_offers" ADD CONSTRAINT "reserve_offers_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_offers" ADD CONSTRAINT "reserve_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_offers" ADD CONSTRAINT "reserve_offers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_listed_by_users_id_fk" FOREIGN KEY ("listed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auctions_reserve_offer_idx" ON "auctions" USING btree ("closed_at") WHERE status = 'unsold' and auction_type = 'auction' and highest_bid < reserve_price and leader_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "auctions_vehicle_id_idx" ON "auctions" USING btree ("vehicle_id");
--> statement-breakpoint
-- Dealers that already sell (a dealers row links them) are verified; the others start pending.
UPDATE "users" SET "dealer_status" = CASE
    WHEN EXISTS (SELECT 1 FROM "dealers" d WHERE d."user_id" = "users"."id") THEN 'verified'
    ELSE 'pending'
  END
  WHERE "user_type" = 'dealer';--> statement-breakpoint
-- The sellers of the catalogue so far were MarketDrop's own: verified.
UPDATE "dealers" SET "verified_at" = "created_at";
