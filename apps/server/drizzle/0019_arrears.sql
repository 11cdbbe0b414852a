CREATE TABLE "arrears_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" text NOT NULL,
	"body" text NOT NULL,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" text NOT NULL,
	"kind" text DEFAULT 'manual' NOT NULL,
	"periods" jsonb NOT NULL,
	"sent_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reminders_kind_check" CHECK (kind in ('manual', 'due_soon', 'overdue'))
);
--> statement-breakpoint
CREATE TABLE "payment_write_offs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" text NOT NULL,
	"child_id" uuid,
	"enrollment_id" uuid,
	"billing_period" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"written_off_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_write_offs_amount_check" CHECK ("payment_write_offs"."amount" > 0),
	CONSTRAINT "payment_write_offs_currency_check" CHECK (currency in ('BGN', 'EUR'))
);
--> statement-breakpoint
DROP INDEX "payments_one_live_plan_per_period";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recorded_by" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received_on" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "staff_note" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "rejected_by" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "second_for" uuid;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "payment_grace_days" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "arrears_notes" ADD CONSTRAINT "arrears_notes_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrears_notes" ADD CONSTRAINT "arrears_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_write_offs" ADD CONSTRAINT "payment_write_offs_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_write_offs" ADD CONSTRAINT "payment_write_offs_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_write_offs" ADD CONSTRAINT "payment_write_offs_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_write_offs" ADD CONSTRAINT "payment_write_offs_written_off_by_users_id_fk" FOREIGN KEY ("written_off_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arrears_notes_parent_idx" ON "arrears_notes" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_reminders_parent_idx" ON "payment_reminders" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_write_offs_parent_idx" ON "payment_write_offs" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "payment_write_offs_enrollment_idx" ON "payment_write_offs" USING btree ("enrollment_id","billing_period");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_second_for_payments_id_fk" FOREIGN KEY ("second_for") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_plan_per_period" ON "payments" USING btree ("enrollment_id","billing_period") WHERE kind in ('plan', 'subscription') and status in ('pending', 'validated', 'paid') and duplicate_of is null and second_for is null;--> statement-breakpoint
ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_grace_check" CHECK (payment_grace_days between 0 and 60);