CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid,
	"athlete_id" text,
	"kind" text NOT NULL,
	"granted" boolean NOT NULL,
	"text_version" integer NOT NULL,
	"given_by" text,
	"given_as" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_kind_check" CHECK (kind in ('photos', 'medical', 'public_profile')),
	CONSTRAINT "consents_given_as_check" CHECK (given_as in ('parent', 'athlete', 'admin')),
	CONSTRAINT "consents_one_subject" CHECK ((child_id is null) <> (athlete_id is null))
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"file_key" text,
	"byte_size" integer,
	"token_hash" text,
	"error" text,
	CONSTRAINT "data_exports_status_check" CHECK (status in ('queued', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "erasure_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"user_id" text NOT NULL,
	"child_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"confirmed_by" text,
	"completed_at" timestamp with time zone,
	"cancelled_by" text,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "erasure_requests_scope_check" CHECK (scope in ('account', 'child')),
	CONSTRAINT "erasure_requests_status_check" CHECK (status in ('pending', 'completed', 'cancelled')),
	CONSTRAINT "erasure_requests_child_scope" CHECK (scope = 'account' or child_id is not null or status <> 'pending')
);
--> statement-breakpoint
CREATE TABLE "media_children" (
	"media_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"tagged_by" text,
	"tagged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_children_media_id_child_id_pk" PRIMARY KEY("media_id","child_id")
);
--> statement-breakpoint
ALTER TABLE "club_settings" ALTER COLUMN "session_rules" SET DEFAULT '{"absenceNoticeHours":2,"creditPlans":["pool_8","pool_12","pool_16"],"creditExpiryDays":60,"creditsPerMonth":2,"cancelledSession":"credit","unlimitedClosureRefund":true,"waitlistOfferHours":48,"trialsPerChild":1}'::jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "retention" jsonb DEFAULT '{"contactMessagesMonths":24,"outboxBodiesMonths":6,"auditDetailsMonths":36,"attendanceMonths":36,"trialVisitorsMonths":12}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_given_by_users_id_fk" FOREIGN KEY ("given_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_children" ADD CONSTRAINT "media_children_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_children" ADD CONSTRAINT "media_children_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_children" ADD CONSTRAINT "media_children_tagged_by_users_id_fk" FOREIGN KEY ("tagged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_child_idx" ON "consents" USING btree ("child_id","kind","given_at");--> statement-breakpoint
CREATE INDEX "consents_athlete_idx" ON "consents" USING btree ("athlete_id","kind","given_at");--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "erasure_requests_due_idx" ON "erasure_requests" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "erasure_requests_user_idx" ON "erasure_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "media_children_child_idx" ON "media_children" USING btree ("child_id");--> statement-breakpoint
-- Who is tagged in an item, and whether their family consents, decide what the public gallery and the people page show.
CREATE CONSTRAINT TRIGGER "media_children_data_version" AFTER INSERT OR UPDATE OR DELETE ON "media_children" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('media');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "consents_media_data_version" AFTER INSERT OR UPDATE OR DELETE ON "consents" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('media');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "consents_people_data_version" AFTER INSERT OR UPDATE OR DELETE ON "consents" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('people');--> statement-breakpoint
CREATE TRIGGER "media_children_data_version_truncate" AFTER TRUNCATE ON "media_children" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('media');--> statement-breakpoint
CREATE TRIGGER "consents_data_version_truncate" AFTER TRUNCATE ON "consents" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('media');--> statement-breakpoint
CREATE TRIGGER "consents_people_data_version_truncate" AFTER TRUNCATE ON "consents" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('people');
--> statement-breakpoint
-- Medical notes written before consents were recorded stand on the parent's having written them: version 0 marks that
-- answer as given before the consent texts existed, so the child's profile asks the parent to answer the current text.
INSERT INTO "consents" ("child_id", "kind", "granted", "text_version", "given_by", "given_as", "given_at")
SELECT "id", 'medical', true, 0, "parent_id", 'parent', "created_at" FROM "children"
WHERE "medical_notes" IS NOT NULL AND btrim("medical_notes") <> '';
