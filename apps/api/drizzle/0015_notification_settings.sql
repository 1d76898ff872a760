ALTER TABLE "users" ADD COLUMN "email_outbid" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_won" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_order_steps" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_saved_searches" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_marketing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Today's single switch carries over: on -> every kind on but marketing (never sent before, so off); off -> all off.
UPDATE "users" SET "email_outbid" = "notification_enable", "email_won" = "notification_enable", "email_order_steps" = "notification_enable", "email_saved_searches" = "notification_enable";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "notification_enable";