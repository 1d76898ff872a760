DROP INDEX "auctions_open_search_idx";--> statement-breakpoint
DROP INDEX "auctions_open_facets_idx";--> statement-breakpoint
CREATE INDEX "auctions_open_search_idx" ON "auctions" USING gin ("search_vector") WITH (fastupdate=false) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "auctions_open_facets_idx" ON "auctions" USING gin ("facets") WITH (fastupdate=false) WHERE status = 'open';