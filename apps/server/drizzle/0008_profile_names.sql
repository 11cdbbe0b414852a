ALTER TABLE "athlete_profiles" DROP COLUMN "display_name";--> statement-breakpoint
ALTER TABLE "coach_profiles" DROP COLUMN "display_name";