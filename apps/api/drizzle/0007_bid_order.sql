DROP INDEX "bids_auction_created_idx";--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "position" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "bids_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "bids_auction_position_idx" ON "bids" USING btree ("auction_id","position");