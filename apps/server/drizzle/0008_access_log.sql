CREATE TABLE "access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_role" "role" NOT NULL,
	"actor_name" text NOT NULL,
	"patient_id" uuid NOT NULL,
	"clinic_id" uuid,
	"action" text NOT NULL,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "access_log_patient_idx" ON "access_log" USING btree ("patient_id","id");--> statement-breakpoint
CREATE INDEX "access_log_clinic_idx" ON "access_log" USING btree ("clinic_id","id");--> statement-breakpoint
-- Append-only: the trail cannot be edited or shortened through the database either.
CREATE FUNCTION "access_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'access_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "access_log_append_only" BEFORE UPDATE OR DELETE ON "access_log" FOR EACH ROW EXECUTE FUNCTION "access_log_refuse_change"();
