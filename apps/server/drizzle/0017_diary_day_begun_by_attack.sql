ALTER TABLE "diary_entries" ALTER COLUMN "sleep_hours" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "diary_entries" ALTER COLUMN "stress_level" DROP NOT NULL;