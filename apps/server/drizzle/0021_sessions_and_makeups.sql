CREATE TABLE "absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"reported_by" text,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"location_id" uuid,
	"reason" text NOT NULL,
	"note" jsonb,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closures_reason_check" CHECK (reason in ('public_holiday', 'pool_maintenance', 'competition', 'other')),
	CONSTRAINT "closures_span_check" CHECK ("closures"."ends_on" >= "closures"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "makeup_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"booked_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"attendance" text,
	"marked_by" text,
	"marked_at" timestamp with time zone,
	CONSTRAINT "makeup_bookings_attendance_check" CHECK (attendance is null or attendance in ('present', 'absent'))
);
--> statement-breakpoint
CREATE TABLE "makeup_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"enrollment_id" uuid,
	"source" text NOT NULL,
	"absence_id" uuid,
	"session_date" date NOT NULL,
	"expires_on" date NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"reason" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_by" text,
	"revoked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "makeup_credits_source_check" CHECK (source in ('absence', 'cancellation', 'manual')),
	CONSTRAINT "makeup_credits_status_check" CHECK (status in ('available', 'booked', 'used', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "session_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"kind" text NOT NULL,
	"moved_to_date" date,
	"moved_to_time" time,
	"note" jsonb,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_changes_kind_check" CHECK (kind in ('cancelled', 'moved')),
	CONSTRAINT "session_changes_move_check" CHECK ((kind = 'moved') = (moved_to_date is not null and moved_to_time is not null))
);
--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "session_rules" jsonb DEFAULT '{"absenceNoticeHours":2,"creditPlans":["pool_8","pool_12","pool_16"],"creditExpiryDays":60,"creditsPerMonth":2,"cancelledSession":"credit","unlimitedClosureRefund":true}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_bookings" ADD CONSTRAINT "makeup_bookings_credit_id_makeup_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."makeup_credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_bookings" ADD CONSTRAINT "makeup_bookings_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_bookings" ADD CONSTRAINT "makeup_bookings_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_bookings" ADD CONSTRAINT "makeup_bookings_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_bookings" ADD CONSTRAINT "makeup_bookings_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_credits" ADD CONSTRAINT "makeup_credits_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_credits" ADD CONSTRAINT "makeup_credits_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_credits" ADD CONSTRAINT "makeup_credits_absence_id_absences_id_fk" FOREIGN KEY ("absence_id") REFERENCES "public"."absences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_credits" ADD CONSTRAINT "makeup_credits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makeup_credits" ADD CONSTRAINT "makeup_credits_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_changes" ADD CONSTRAINT "session_changes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_changes" ADD CONSTRAINT "session_changes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "absences_one_live_per_session" ON "absences" USING btree ("child_id","class_id","date","start_time") WHERE "absences"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "absences_class_date_idx" ON "absences" USING btree ("class_id","date");--> statement-breakpoint
CREATE INDEX "closures_span_idx" ON "closures" USING btree ("starts_on","ends_on");--> statement-breakpoint
CREATE UNIQUE INDEX "makeup_bookings_one_live_per_credit" ON "makeup_bookings" USING btree ("credit_id") WHERE "makeup_bookings"."cancelled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "makeup_bookings_one_live_per_session" ON "makeup_bookings" USING btree ("child_id","class_id","date","start_time") WHERE "makeup_bookings"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "makeup_bookings_class_date_idx" ON "makeup_bookings" USING btree ("class_id","date");--> statement-breakpoint
CREATE INDEX "makeup_credits_child_idx" ON "makeup_credits" USING btree ("child_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "makeup_credits_one_per_absence" ON "makeup_credits" USING btree ("absence_id") WHERE "makeup_credits"."absence_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "session_changes_session_unique" ON "session_changes" USING btree ("class_id","date","start_time");