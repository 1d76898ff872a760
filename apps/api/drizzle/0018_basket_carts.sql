CREATE TABLE "cart_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"auction_id" uuid,
	"product_id" uuid,
	"quantity" integer DEFAULT 1 NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "cart_lines_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_item_check" CHECK (("cart_lines"."kind" = 'vehicle' and "cart_lines"."auction_id" is not null and "cart_lines"."product_id" is null and "cart_lines"."quantity" = 1) or ("cart_lines"."kind" = 'product' and "cart_lines"."product_id" is not null and "cart_lines"."auction_id" is null and "cart_lines"."quantity" >= 1))
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"guest_token_hash" text,
	"device_type" text,
	"sign_in_key_hash" text,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "carts_guest_token_hash_unique" UNIQUE("guest_token_hash"),
	CONSTRAINT "carts_owner_check" CHECK (("carts"."user_id" is null) <> ("carts"."guest_token_hash" is null))
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_cart_auction_idx" ON "cart_lines" USING btree ("cart_id","auction_id") WHERE "cart_lines"."auction_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_cart_product_idx" ON "cart_lines" USING btree ("cart_id","product_id") WHERE "cart_lines"."product_id" is not null;--> statement-breakpoint
CREATE INDEX "carts_sign_in_key_idx" ON "carts" USING btree ("sign_in_key_hash");--> statement-breakpoint
CREATE INDEX "carts_guest_last_active_idx" ON "carts" USING btree ("last_active_at") WHERE "carts"."guest_token_hash" is not null;