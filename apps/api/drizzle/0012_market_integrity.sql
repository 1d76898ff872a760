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
ALTER TABLE "listing_disclosures" ADD CONSTRAINT "listing_disclosures_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_disclosures" ADD CONSTRAINT "listing_disclosures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_disclosures_vehicle_idx" ON "listing_disclosures" USING btree ("vehicle_id","created_at");--> statement-breakpoint
CREATE INDEX "password_guess_budgets_window_idx" ON "password_guess_budgets" USING btree ("window_started_at");