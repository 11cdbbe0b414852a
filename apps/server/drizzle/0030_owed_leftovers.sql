ALTER TABLE "payments" ADD COLUMN "month_due" integer;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "ended_on" date;