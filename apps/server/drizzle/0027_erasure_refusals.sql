ALTER TABLE "erasure_requests" DROP CONSTRAINT "erasure_requests_status_check";--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_status_check" CHECK (status in ('pending', 'completed', 'cancelled', 'refused'));