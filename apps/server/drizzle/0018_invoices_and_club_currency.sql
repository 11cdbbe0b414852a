CREATE TABLE "invoice_number_counter" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_number" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_number_counter_single_row" CHECK ("invoice_number_counter"."id" = 1),
	CONSTRAINT "invoice_number_counter_range" CHECK ("invoice_number_counter"."last_number" between 0 and 9999999999)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"corrects_id" uuid,
	"payment_id" uuid,
	"order_id" uuid,
	"refund_id" uuid,
	"requested_by" text,
	"issue_date" date NOT NULL,
	"tax_event_date" date NOT NULL,
	"issuer" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"tax_base" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"vat_amount" integer NOT NULL,
	"total" integer NOT NULL,
	"currency" text NOT NULL,
	"vat_exemption_ground" text,
	"email" text,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_kind_check" CHECK (kind in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_number_check" CHECK ("invoices"."number" ~ '^[0-9]{10}$'),
	CONSTRAINT "invoices_payment_or_order_check" CHECK (("invoices"."payment_id" is null) <> ("invoices"."order_id" is null)),
	CONSTRAINT "invoices_credit_note_check" CHECK ((kind = 'invoice' and corrects_id is null and refund_id is null) or (kind = 'credit_note' and corrects_id is not null)),
	CONSTRAINT "invoices_currency_check" CHECK (currency in ('BGN', 'EUR')),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."tax_base" >= 0 and "invoices"."vat_amount" >= 0 and "invoices"."total" = "invoices"."tax_base" + "invoices"."vat_amount" and "invoices"."vat_rate" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "dual_display" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "legal" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_id_invoices_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_issue_date_idx" ON "invoices" USING btree ("issue_date","number");--> statement-breakpoint
CREATE INDEX "invoices_payment_idx" ON "invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_corrects_idx" ON "invoices" USING btree ("corrects_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_payment" ON "invoices" USING btree ("payment_id") WHERE kind = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order" ON "invoices" USING btree ("order_id") WHERE kind = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_refund" ON "invoices" USING btree ("refund_id");--> statement-breakpoint
ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_currency_check" CHECK (currency is null or currency in ('BGN', 'EUR'));--> statement-breakpoint
INSERT INTO "invoice_number_counter" ("id", "last_number") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- An issued invoice or credit note is a legal document: it is never changed or deleted (a refund issues a credit note).
CREATE FUNCTION "invoices_are_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'invoice % is issued and cannot be changed or deleted', OLD."number" USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_are_final" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_are_final"();
