ALTER TABLE "payments" ADD COLUMN "closure_lines" jsonb;--> statement-breakpoint
-- A payment that kept its price lines says what closed shares it gave; one that kept none (an amount staff typed in,
-- the rest of a month) stays null: what it gave is not known, and the ledger reads it as before (ADR 0040).
UPDATE "payments" SET "closure_lines" = COALESCE(
  (SELECT jsonb_agg("line") FROM jsonb_array_elements("price_lines") AS "line" WHERE "line"->>'kind' = 'closure'),
  '[]'::jsonb
) WHERE jsonb_array_length("price_lines") > 0;
