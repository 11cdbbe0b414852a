CREATE SEQUENCE "public"."data_version_stamp" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "data_versions" (
	"topic" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"tx" bigint NOT NULL
);
--> statement-breakpoint
-- Stamps a topic once per writing transaction, at commit (deferred), so the stamp and the data become visible together
-- and the topic row is locked only for the last moment of the transaction.
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "data_versions" ("topic", "version", "tx")
  VALUES (TG_ARGV[0], nextval('data_version_stamp'), txid_current())
  ON CONFLICT ("topic") DO UPDATE SET "version" = excluded."version", "tx" = excluded."tx"
  WHERE "data_versions"."tx" <> excluded."tx";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "locations_data_version" AFTER INSERT OR UPDATE OR DELETE ON "locations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('club');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "classes_data_version" AFTER INSERT OR UPDATE OR DELETE ON "classes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('club');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "class_sessions_data_version" AFTER INSERT OR UPDATE OR DELETE ON "class_sessions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('club');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "enrollments_data_version" AFTER INSERT OR DELETE OR UPDATE OF "active", "class_id" ON "enrollments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('club');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_data_version" AFTER DELETE OR UPDATE OF "full_name" ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('club');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "news_data_version" AFTER INSERT OR UPDATE OR DELETE ON "news" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('news');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "media_data_version" AFTER INSERT OR UPDATE OR DELETE ON "media" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('media');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_data_version" AFTER INSERT OR UPDATE OR DELETE ON "products" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('products');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "coach_profiles_data_version" AFTER INSERT OR UPDATE OR DELETE ON "coach_profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('people');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "athlete_profiles_data_version" AFTER INSERT OR UPDATE OR DELETE ON "athlete_profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('people');--> statement-breakpoint
CREATE TRIGGER "locations_data_version_truncate" AFTER TRUNCATE ON "locations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('club');--> statement-breakpoint
CREATE TRIGGER "classes_data_version_truncate" AFTER TRUNCATE ON "classes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('club');--> statement-breakpoint
CREATE TRIGGER "class_sessions_data_version_truncate" AFTER TRUNCATE ON "class_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('club');--> statement-breakpoint
CREATE TRIGGER "enrollments_data_version_truncate" AFTER TRUNCATE ON "enrollments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('club');--> statement-breakpoint
CREATE TRIGGER "users_data_version_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('club');--> statement-breakpoint
CREATE TRIGGER "news_data_version_truncate" AFTER TRUNCATE ON "news" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('news');--> statement-breakpoint
CREATE TRIGGER "media_data_version_truncate" AFTER TRUNCATE ON "media" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('media');--> statement-breakpoint
CREATE TRIGGER "products_data_version_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('products');--> statement-breakpoint
CREATE TRIGGER "coach_profiles_data_version_truncate" AFTER TRUNCATE ON "coach_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('people');--> statement-breakpoint
CREATE TRIGGER "athlete_profiles_data_version_truncate" AFTER TRUNCATE ON "athlete_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('people');
