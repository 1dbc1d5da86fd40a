CREATE TABLE "headache_forecasts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"diary_revision" integer NOT NULL,
	"forecast_date" date NOT NULL,
	"weather_input" text NOT NULL,
	"probabilities" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_doctor_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "diary_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "headache_forecasts" ADD CONSTRAINT "headache_forecasts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_doctor_name_idx" ON "users" USING btree ("doctor_id","surname","name");