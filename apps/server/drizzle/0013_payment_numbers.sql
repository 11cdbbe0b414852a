CREATE TABLE "payment_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "number" text;--> statement-breakpoint
-- Payments made before numbers existed are numbered per year of creation (club time), oldest first.
WITH numbered AS (
  SELECT "id",
         extract(year FROM "created_at" AT TIME ZONE 'Europe/Sofia')::integer AS y,
         row_number() OVER (
           PARTITION BY extract(year FROM "created_at" AT TIME ZONE 'Europe/Sofia') ORDER BY "created_at", "id"
         )::integer AS n
    FROM "payments"
)
UPDATE "payments" p
   SET "number" = 'PM-' || numbered.y || '-' || lpad(numbered.n::text, greatest(6, length(numbered.n::text)), '0')
  FROM numbered
 WHERE p."id" = numbered."id";--> statement-breakpoint
INSERT INTO "payment_number_counters" ("year", "last_number")
SELECT extract(year FROM "created_at" AT TIME ZONE 'Europe/Sofia')::integer, count(*)::integer
  FROM "payments"
 GROUP BY 1;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_number_unique" UNIQUE("number");--> statement-breakpoint
-- A new payment takes its year's next number in the inserting transaction: the counter row stays locked until that
-- transaction ends, so two payments never share a number, and a rolled-back insert hands its number back (no gaps).
CREATE FUNCTION "assign_payment_number"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  y integer := extract(year FROM coalesce(NEW."created_at", now()) AT TIME ZONE 'Europe/Sofia')::integer;
  n integer;
BEGIN
  INSERT INTO "payment_number_counters" AS c ("year", "last_number") VALUES (y, 1)
  ON CONFLICT ("year") DO UPDATE SET "last_number" = c."last_number" + 1
  RETURNING c."last_number" INTO n;
  NEW."number" := 'PM-' || y || '-' || lpad(n::text, greatest(6, length(n::text)), '0');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "payments_number" BEFORE INSERT ON "payments" FOR EACH ROW WHEN (NEW."number" IS NULL) EXECUTE FUNCTION "assign_payment_number"();
