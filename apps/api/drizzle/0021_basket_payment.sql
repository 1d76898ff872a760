CREATE TABLE "basket_payment_products" (
	"payment_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"discount_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	CONSTRAINT "basket_payment_products_payment_id_product_id_pk" PRIMARY KEY("payment_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "basket_payments" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"coupon_use_id" uuid,
	"coupon_discount_cents" integer DEFAULT 0 NOT NULL,
	"reward_entry_id" uuid,
	"points" integer DEFAULT 0 NOT NULL,
	"points_discount_cents" integer DEFAULT 0 NOT NULL,
	"products_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_line_deliveries" (
	"cart_line_id" uuid PRIMARY KEY NOT NULL,
	"delivery_type" text NOT NULL,
	"address" text,
	"city" text,
	"province" text,
	"postal_code" text,
	"time_slot_id" uuid NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"payment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"release_on_failure" boolean DEFAULT false NOT NULL,
	CONSTRAINT "payment_orders_payment_id_order_id_pk" PRIMARY KEY("payment_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "buyer_id" uuid;--> statement-breakpoint
ALTER TABLE "basket_payment_products" ADD CONSTRAINT "basket_payment_products_payment_id_basket_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."basket_payments"("payment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_payment_products" ADD CONSTRAINT "basket_payment_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_payments" ADD CONSTRAINT "basket_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_payments" ADD CONSTRAINT "basket_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_payments" ADD CONSTRAINT "basket_payments_coupon_use_id_coupon_uses_id_fk" FOREIGN KEY ("coupon_use_id") REFERENCES "public"."coupon_uses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_payments" ADD CONSTRAINT "basket_payments_reward_entry_id_reward_entries_id_fk" FOREIGN KEY ("reward_entry_id") REFERENCES "public"."reward_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line_deliveries" ADD CONSTRAINT "cart_line_deliveries_cart_line_id_cart_lines_id_fk" FOREIGN KEY ("cart_line_id") REFERENCES "public"."cart_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line_deliveries" ADD CONSTRAINT "cart_line_deliveries_time_slot_id_time_slots_id_fk" FOREIGN KEY ("time_slot_id") REFERENCES "public"."time_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_orders_order_idx" ON "payment_orders" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;