ALTER TABLE "payments" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_id" varchar(255);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
-- Captures kept for an order that was no longer awaiting payment used to wait for a staff refund
-- (jobs of kind payment.refund_required). They are returned automatically now: record them as
-- refunding and hand their jobs to the refund runner.
UPDATE "payments" SET "status" = 'refunding', "updated_at" = now()
  WHERE "status" = 'paid' AND "order_id" IN (SELECT "id" FROM "orders" WHERE "status" <> 'paid');--> statement-breakpoint
UPDATE "jobs" SET "kind" = 'payment.refund', "status" = 'queued', "attempts" = 0, "run_at" = now(), "last_error" = NULL
  WHERE "kind" = 'payment.refund_required' AND "status" <> 'done';
