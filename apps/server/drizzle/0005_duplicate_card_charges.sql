ALTER TABLE "reconciliation_mismatches" DROP CONSTRAINT "reconciliation_kind_check";--> statement-breakpoint
DROP INDEX "payments_one_live_plan_per_period";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "duplicate_of" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_duplicate_of_payments_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_plan_per_period" ON "payments" USING btree ("enrollment_id","billing_period") WHERE kind in ('plan', 'subscription') and status in ('pending', 'validated', 'paid') and duplicate_of is null;--> statement-breakpoint
ALTER TABLE "reconciliation_mismatches" ADD CONSTRAINT "reconciliation_kind_check" CHECK (kind in ('missing_in_ledger', 'missing_at_provider', 'amount_differs', 'duplicate'));