CREATE SEQUENCE "public"."auction_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"dealer_id" uuid NOT NULL,
	"auction_type" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"starting_bid" integer NOT NULL,
	"current_price" integer NOT NULL,
	"highest_bid" integer,
	"claim_price" integer,
	"buy_now_price" integer,
	"reserve_price" integer,
	"floor_price" integer,
	"drop_amount" integer,
	"drop_interval_minutes" integer,
	"price_changes_at" timestamp with time zone,
	"price_label" text NOT NULL,
	"cta_label" text NOT NULL,
	"trending" boolean DEFAULT false NOT NULL,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"seq" bigint DEFAULT nextval('auction_seq') NOT NULL,
	"make_id" uuid NOT NULL,
	"category_id" uuid,
	"year" integer NOT NULL,
	"fuel_type" text,
	"transmission" text,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"business_name" text NOT NULL,
	"address" text,
	"city" text,
	"province" text,
	"postal_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"auction_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "makes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "makes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vehicle_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"path" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" uuid NOT NULL,
	"make_id" uuid NOT NULL,
	"category_id" uuid,
	"year" integer NOT NULL,
	"model" text NOT NULL,
	"trim" text,
	"vehicle_name" text NOT NULL,
	"vin" text,
	"exterior_colour" text,
	"miles" integer,
	"odometer_unit" text DEFAULT 'KM' NOT NULL,
	"description" text,
	"drivetrain" text,
	"fuel_type" text,
	"transmission" text,
	"original_price" integer,
	"address" text,
	"city" text,
	"province" text,
	"postal_code" text,
	"condition_report" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_make_id_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_documents" ADD CONSTRAINT "vehicle_documents_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_images" ADD CONSTRAINT "vehicle_images_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_make_id_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auctions_vehicle_id_idx" ON "auctions" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "auctions_dealer_id_idx" ON "auctions" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "auctions_seq_idx" ON "auctions" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "auctions_price_changes_at_idx" ON "auctions" USING btree ("price_changes_at") WHERE price_changes_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "auctions_open_default_idx" ON "auctions" USING btree ("trending" DESC NULLS FIRST,"ends_at","id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "auctions_open_price_idx" ON "auctions" USING btree ("current_price","id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "auctions_open_ends_at_idx" ON "auctions" USING btree ("ends_at","id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "auctions_open_starts_at_idx" ON "auctions" USING btree ("starts_at","id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "auctions_open_make_idx" ON "auctions" USING btree ("make_id","ends_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "auctions_open_category_idx" ON "auctions" USING btree ("category_id","ends_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "auctions_open_year_idx" ON "auctions" USING btree ("year") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "auctions_open_fuel_idx" ON "auctions" USING btree ("fuel_type") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "auctions_open_transmission_idx" ON "auctions" USING btree ("transmission") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "auctions_open_type_idx" ON "auctions" USING btree ("auction_type","current_price") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "auctions_open_search_idx" ON "auctions" USING gin ("search_vector") WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "banners_language_position_idx" ON "banners" USING btree ("language","position");--> statement-breakpoint
CREATE INDEX "dealers_user_id_idx" ON "dealers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_auction_idx" ON "favourites" USING btree ("user_id","auction_id");--> statement-breakpoint
CREATE INDEX "favourites_user_created_idx" ON "favourites" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "favourites_auction_id_idx" ON "favourites" USING btree ("auction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_documents_vehicle_position_idx" ON "vehicle_documents" USING btree ("vehicle_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_images_vehicle_position_idx" ON "vehicle_images" USING btree ("vehicle_id","position");--> statement-breakpoint
CREATE INDEX "vehicles_dealer_id_idx" ON "vehicles" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "vehicles_make_id_idx" ON "vehicles" USING btree ("make_id");--> statement-breakpoint
CREATE INDEX "vehicles_category_id_idx" ON "vehicles" USING btree ("category_id");