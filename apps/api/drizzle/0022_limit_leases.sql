CREATE TABLE "limit_leases" (
	"key" text NOT NULL,
	"id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "limit_leases_key_id_pk" PRIMARY KEY("key","id")
);
--> statement-breakpoint
CREATE INDEX "limit_leases_expires_at_idx" ON "limit_leases" USING btree ("expires_at");