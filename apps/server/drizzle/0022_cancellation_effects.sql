CREATE TABLE "session_carry_overs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"applied_period" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reverted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_carry_overs_status_check" CHECK (status in ('pending', 'applied', 'reverted')),
	CONSTRAINT "session_carry_overs_applied_check" CHECK (status = 'reverted' or (status = 'applied') = (applied_period is not null))
);
--> statement-breakpoint
ALTER TABLE "makeup_credits" ADD COLUMN "class_id" uuid;--> statement-breakpoint
ALTER TABLE "makeup_credits" ADD COLUMN "session_time" time;--> statement-breakpoint
ALTER TABLE "makeup_credits" ADD COLUMN "session_restored_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "session_carry_overs" ADD CONSTRAINT "session_carry_overs_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_carry_overs" ADD CONSTRAINT "session_carry_overs_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_carry_overs" ADD CONSTRAINT "session_carry_overs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_carry_overs_one_live_per_session" ON "session_carry_overs" USING btree ("enrollment_id","date","start_time") WHERE "session_carry_overs"."status" <> 'reverted';--> statement-breakpoint
CREATE INDEX "session_carry_overs_class_date_idx" ON "session_carry_overs" USING btree ("class_id","date");--> statement-breakpoint
ALTER TABLE "makeup_credits" ADD CONSTRAINT "makeup_credits_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "makeup_credits_one_per_cancelled_session" ON "makeup_credits" USING btree ("enrollment_id","session_date","session_time") WHERE "makeup_credits"."source" = 'cancellation' and "makeup_credits"."status" <> 'revoked';