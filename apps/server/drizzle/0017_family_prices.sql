ALTER TABLE "payments" ADD COLUMN "list_amount" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "price_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "starts_on" date DEFAULT (now() at time zone 'Europe/Sofia')::date NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "pricing" jsonb DEFAULT '{"firstPeriodProRata":true,"discounts":{"secondChild":null,"thirdChild":null,"secondClass":null}}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "enrollments" SET "starts_on" = ("created_at" at time zone 'Europe/Sofia')::date;
