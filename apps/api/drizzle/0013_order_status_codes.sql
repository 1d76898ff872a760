DROP INDEX "orders_auction_id_idx";--> statement-breakpoint
DROP INDEX "orders_pending_idx";--> statement-breakpoint
DROP INDEX "orders_payment_due_idx";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending_payment';--> statement-breakpoint
-- Hand-written (decision 031): existing orders and their timelines move from the English names
-- to the codes, before the partial indexes are rebuilt on the codes.
UPDATE "orders" SET "status" = CASE "status"
  WHEN 'Pending Payment' THEN 'pending_payment'
  WHEN 'Payment Completed' THEN 'payment_completed'
  WHEN 'Ready for Pickup' THEN 'ready_for_pickup'
  WHEN 'In Delivery' THEN 'in_delivery'
  WHEN 'Completed' THEN 'completed'
  WHEN 'Cancelled' THEN 'cancelled'
  ELSE "status" END;--> statement-breakpoint
UPDATE "order_status_events" SET "status" = CASE "status"
  WHEN 'Pending Payment' THEN 'pending_payment'
  WHEN 'Payment Completed' THEN 'payment_completed'
  WHEN 'Ready for Pickup' THEN 'ready_for_pickup'
  WHEN 'In Delivery' THEN 'in_delivery'
  WHEN 'Completed' THEN 'completed'
  WHEN 'Cancelled' THEN 'cancelled'
  ELSE "status" END;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_auction_id_idx" ON "orders" USING btree ("auction_id") WHERE status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("created_at") WHERE status = 'pending_payment';--> statement-breakpoint
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("payment_due_at") WHERE status = 'pending_payment';