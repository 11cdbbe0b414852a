-- Every moved stamp is also announced: pg_notify on 'swim_data_versions' with the topic, or 'family:<parent id>', sent
-- by PostgreSQL when the transaction commits (never for a rollback). Instances listening keep the stamps in memory and
-- ask the database again only for what was announced (ADR 0016). Announced once per transaction and topic: the
-- upsert changes its row for the first stamping row only.
CREATE OR REPLACE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved integer;
BEGIN
  INSERT INTO "data_versions" ("topic", "version", "tx")
  VALUES (TG_ARGV[0], nextval('data_version_stamp'), txid_current())
  ON CONFLICT ("topic") DO UPDATE SET "version" = excluded."version", "tx" = excluded."tx"
  WHERE "data_versions"."tx" <> excluded."tx";
  GET DIAGNOSTICS moved = ROW_COUNT;
  IF moved > 0 THEN
    PERFORM pg_notify('swim_data_versions', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_family_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent text;
  moved integer;
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
    GET DIAGNOSTICS moved = ROW_COUNT;
    IF moved > 0 THEN
      PERFORM pg_notify('swim_data_versions', 'family:' || parent);
    END IF;
  END IF;
  RETURN NULL;
END $$;
