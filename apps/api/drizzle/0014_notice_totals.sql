ALTER TABLE "notifications" ADD COLUMN "amount_cents" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "pay_by" timestamp with time zone;