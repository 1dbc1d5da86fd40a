CREATE TABLE "diary_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"input_date" date NOT NULL,
	"headache" boolean NOT NULL,
	"headache_start" text,
	"headache_end" text,
	"headache_intensity" integer,
	"headache_duration" text,
	"headache_pain_description" text,
	"headache_pain_location" text,
	"symptom_nausea" boolean DEFAULT false NOT NULL,
	"symptom_light_sensitivity" boolean DEFAULT false NOT NULL,
	"symptom_sound_sensitivity" boolean DEFAULT false NOT NULL,
	"symptom_aura" boolean DEFAULT false NOT NULL,
	"symptom_visual_disturbances" boolean DEFAULT false NOT NULL,
	"sleep_hours" double precision NOT NULL,
	"sleep_quality" text,
	"diet_meals" text,
	"hydration_level" text,
	"stress_level" integer NOT NULL,
	"mood" text,
	"environmental_factors" text,
	"medication_taken" text,
	"medication_response" text,
	"therapeutic_activities" text,
	"notes" text,
	"weather" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "diary_entries" ADD CONSTRAINT "diary_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "diary_entries_user_date_key" ON "diary_entries" USING btree ("user_id","input_date");