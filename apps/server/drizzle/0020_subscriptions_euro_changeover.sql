ALTER TABLE "subscriptions" ADD COLUMN "euro_changeover_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "euro_changeover_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "euro_changeover_mailed_at" timestamp with time zone;