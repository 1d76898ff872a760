ALTER TABLE "auctions" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "max_only" boolean DEFAULT false NOT NULL;