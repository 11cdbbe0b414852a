ALTER TABLE "payments" ADD COLUMN "list_amount" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "price_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "starts_on" date DEFAULT (now() at time zone 'Europe/Sofia')::date NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "pricing" jsonb DEFAULT '{"firstPeriodProRata":true,"discounts":{"secondChild":null,"thirdChild":null,"secondClass":null}}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "enrollments" AS e SET "starts_on" = coalesce(
  -- A transfer made a new row and moved the child's earlier payments onto it: the first month paid before the row was
  -- made is when the child really began (ADR 0033). Otherwise the day the row was made.
  (SELECT min(to_date(p."billing_period" || '-01', 'YYYY-MM-DD')) FROM "payments" p
    WHERE p."enrollment_id" = e."id" AND p."status" IN ('paid', 'validated', 'refunded')
      AND p."billing_period" ~ '^[0-9]{4}-[0-9]{2}$'
      AND p."billing_period" < to_char(e."created_at" at time zone 'Europe/Sofia', 'YYYY-MM')),
  (e."created_at" at time zone 'Europe/Sofia')::date
);
