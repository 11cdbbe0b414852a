CREATE TABLE "trial_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"parent_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"child_first_name" text NOT NULL,
	"child_birth_year" integer NOT NULL,
	"language" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"attendance" text,
	"marked_by" text,
	"marked_at" timestamp with time zone,
	"user_id" text,
	"follow_up_sent_at" timestamp with time zone,
	"enrollment_id" uuid,
	"converted_at" timestamp with time zone,
	CONSTRAINT "trial_bookings_language_check" CHECK (language in ('bg', 'en', 'ru')),
	CONSTRAINT "trial_bookings_attendance_check" CHECK (attendance is null or attendance in ('present', 'absent')),
	CONSTRAINT "trial_bookings_birth_year_check" CHECK (child_birth_year between 1900 and 2100)
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"plan_type" text NOT NULL,
	"position" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_by" text,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"ended_by" text,
	CONSTRAINT "waitlist_entries_plan_check" CHECK (plan_type in ('pool_8', 'pool_12', 'pool_16', 'pool_monthly', 'kindergarten_monthly')),
	CONSTRAINT "waitlist_entries_end_check" CHECK ((ended_at is null) = (end_reason is null) and (end_reason is null or end_reason in ('enrolled', 'left', 'removed', 'declined', 'expired')))
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"offered_by" text,
	"over_capacity" boolean DEFAULT false NOT NULL,
	"token_hash" text NOT NULL,
	"enrollment_id" uuid,
	CONSTRAINT "waitlist_offers_status_check" CHECK (status in ('open', 'accepted', 'declined', 'expired', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "trial_bookings" ADD CONSTRAINT "trial_bookings_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_bookings" ADD CONSTRAINT "trial_bookings_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_bookings" ADD CONSTRAINT "trial_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_bookings" ADD CONSTRAINT "trial_bookings_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_joined_by_users_id_fk" FOREIGN KEY ("joined_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trial_bookings_token_unique" ON "trial_bookings" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "trial_bookings_class_date_idx" ON "trial_bookings" USING btree ("class_id","date");--> statement-breakpoint
CREATE INDEX "trial_bookings_email_idx" ON "trial_bookings" USING btree ("email");--> statement-breakpoint
CREATE INDEX "trial_bookings_user_idx" ON "trial_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_live_per_child_class" ON "waitlist_entries" USING btree ("child_id","class_id") WHERE "waitlist_entries"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "waitlist_entries_live_class_idx" ON "waitlist_entries" USING btree ("class_id","position") WHERE "waitlist_entries"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_token_unique" ON "waitlist_offers" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_one_open_per_child" ON "waitlist_offers" USING btree ("child_id") WHERE "waitlist_offers"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_one_open_per_entry" ON "waitlist_offers" USING btree ("entry_id") WHERE "waitlist_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "waitlist_offers_open_class_idx" ON "waitlist_offers" USING btree ("class_id") WHERE "waitlist_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "waitlist_offers_open_expiry_idx" ON "waitlist_offers" USING btree ("expires_at") WHERE "waitlist_offers"."status" = 'open';--> statement-breakpoint
-- Places held by waiting lists and trials change the free places the public schedule shows: stamp the club's topic.
CREATE CONSTRAINT TRIGGER "waitlist_entries_data_version" AFTER INSERT OR DELETE OR UPDATE OF "ended_at" ON "waitlist_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('club');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "waitlist_offers_data_version" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "waitlist_offers" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('club');--> statement-breakpoint
CREATE TRIGGER "waitlist_entries_data_version_truncate" AFTER TRUNCATE ON "waitlist_entries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('club');--> statement-breakpoint
CREATE TRIGGER "waitlist_offers_data_version_truncate" AFTER TRUNCATE ON "waitlist_offers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('club');
