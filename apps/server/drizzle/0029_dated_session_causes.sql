CREATE TABLE "closure_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"closed_period" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"refund_id" uuid,
	"amount" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closure_refunds_amount_check" CHECK ("closure_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "absences" ADD COLUMN "credit_withheld" text;--> statement-breakpoint
ALTER TABLE "makeup_credits" ADD COLUMN "revoked_for" text;--> statement-breakpoint
-- Credits revoked before the cause had its own column: the app wrote its cause as the reason text; anything else
-- was an admin's own words.
UPDATE "makeup_credits" SET "revoked_for" = CASE
  WHEN "source" = 'cancellation' AND "reason" = 'session_restored' THEN 'session_restored'
  WHEN "reason" = 'absence_withdrawn' THEN 'absence_withdrawn'
  WHEN "reason" = 'attended_after_all' THEN 'attended_after_all'
  ELSE 'admin' END
WHERE "status" = 'revoked';--> statement-breakpoint
UPDATE "makeup_credits" SET "reason" = NULL WHERE "revoked_for" IN ('session_restored', 'absence_withdrawn', 'attended_after_all');--> statement-breakpoint
ALTER TABLE "closure_refunds" ADD CONSTRAINT "closure_refunds_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closure_refunds" ADD CONSTRAINT "closure_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closure_refunds" ADD CONSTRAINT "closure_refunds_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closure_refunds" ADD CONSTRAINT "closure_refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closure_refunds_enrollment_idx" ON "closure_refunds" USING btree ("enrollment_id","closed_period");--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_credit_withheld_check" CHECK (credit_withheld is null or credit_withheld in ('plan', 'planUsedUp', 'monthlyCap', 'overdue'));--> statement-breakpoint
ALTER TABLE "makeup_credits" ADD CONSTRAINT "makeup_credits_revoked_for_check" CHECK ((status = 'revoked') = (revoked_for is not null));--> statement-breakpoint
ALTER TABLE "makeup_credits" ADD CONSTRAINT "makeup_credits_revoked_for_value_check" CHECK (revoked_for is null or revoked_for in ('admin', 'absence_withdrawn', 'attended_after_all', 'session_restored'));