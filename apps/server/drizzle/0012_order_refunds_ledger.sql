ALTER TABLE "refunds" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_per_order" ON "refunds" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_or_order_check" CHECK (("refunds"."payment_id" is null) <> ("refunds"."order_id" is null));--> statement-breakpoint
-- Orders refunded before order refunds joined the ledger get their row (from the cancelling admin's audit entry,
-- which names the provider's refund), so reconciliation does not report them as refunds the ledger lacks.
INSERT INTO "refunds" ("order_id", "amount", "reason", "provider_refund_id", "refunded_by", "created_at")
SELECT o."id",
       o."total",
       coalesce(a."details" -> 'refund' ->> 'reason', 'requested_by_customer'),
       a."details" -> 'refund' ->> 'providerRefundId',
       a."actor_id",
       coalesce(o."cancelled_at", now())
  FROM "orders" o
  LEFT JOIN LATERAL (
    SELECT "details", "actor_id" FROM "audit_log"
     WHERE "action" = 'order.cancelled' AND "entity_type" = 'order' AND "entity_id" = o."id"::text
     ORDER BY "created_at" LIMIT 1
  ) a ON true
 WHERE o."status" = 'cancelled' AND o."paid_at" IS NOT NULL AND o."total" > 0
ON CONFLICT DO NOTHING;
