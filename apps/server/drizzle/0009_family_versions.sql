CREATE TABLE "family_versions" (
	"parent_id" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"tx" bigint NOT NULL
);
--> statement-breakpoint
-- Stamps the parent's family once per writing transaction, at commit (deferred), like bump_data_version (0006).
CREATE FUNCTION "bump_family_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent text;
BEGIN
  IF TG_TABLE_NAME = 'enrollments' THEN
    SELECT "parent_id" INTO parent FROM "children"
    WHERE "id" = (CASE WHEN TG_OP = 'DELETE' THEN OLD."child_id" ELSE NEW."child_id" END);
  ELSIF TG_OP = 'DELETE' THEN
    parent := OLD."parent_id";
  ELSE
    parent := NEW."parent_id";
  END IF;
  -- A deleted child's enrollments find no parent any more; the child's own row stamped the family.
  IF parent IS NOT NULL THEN
    INSERT INTO "family_versions" ("parent_id", "version", "tx")
    VALUES (parent, nextval('data_version_stamp'), txid_current())
    ON CONFLICT ("parent_id") DO UPDATE SET "version" = excluded."version", "tx" = excluded."tx"
    WHERE "family_versions"."tx" <> excluded."tx";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "children_family_version" AFTER INSERT OR UPDATE OR DELETE ON "children" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_family_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "enrollments_family_version" AFTER INSERT OR UPDATE OR DELETE ON "enrollments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_family_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payments_family_version" AFTER INSERT OR UPDATE OR DELETE ON "payments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_family_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "subscriptions_family_version" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_family_version"();
