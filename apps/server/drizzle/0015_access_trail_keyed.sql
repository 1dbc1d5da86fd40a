CREATE TABLE "access_log_anchors" (
	"chain" text PRIMARY KEY NOT NULL,
	"row_count" bigint NOT NULL,
	"last_hash" text NOT NULL,
	"unkeyed_break_id" bigint,
	"mac" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_log" ALTER COLUMN "patient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "access_log" ADD COLUMN "listed_patient_ids" uuid[];--> statement-breakpoint
ALTER TABLE "access_log" ADD COLUMN "chain_version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "access_log_listed_patients_idx" ON "access_log" USING gin ("listed_patient_ids");--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_one_patient_or_a_list" CHECK (("access_log"."patient_id" is null) <> ("access_log"."listed_patient_ids" is null));--> statement-breakpoint
-- Append-only, as before, with one exception: the first start of this version seals each row of
-- the old unkeyed chain (chain_version 1) with the trail's key in its clinic's chain, keeping
-- every fact of the row; only a patient's own name gives way to a pseudonym
-- (apps/server/src/domain/access-log/upgrade-unkeyed-trail.ts). A TRUNCATE is refused too.
CREATE OR REPLACE FUNCTION "access_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.chain_version = 1 AND NEW.chain_version = 2
       AND NEW.id = OLD.id AND NEW.at = OLD.at AND NEW.actor_id = OLD.actor_id AND NEW.actor_role = OLD.actor_role
       AND NEW.patient_id IS NOT DISTINCT FROM OLD.patient_id AND NEW.listed_patient_ids IS NOT DISTINCT FROM OLD.listed_patient_ids
       AND NEW.clinic_id IS NOT DISTINCT FROM OLD.clinic_id AND NEW.action = OLD.action
       AND (NEW.actor_name = OLD.actor_name OR OLD.actor_id = OLD.patient_id) THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'access_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "access_log_no_truncate" BEFORE TRUNCATE ON "access_log" FOR EACH STATEMENT EXECUTE FUNCTION "access_log_refuse_change"();--> statement-breakpoint
-- An anchor only moves forward: never deleted, never emptied, its row count never lowered.
CREATE FUNCTION "access_log_anchor_forward_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.chain = OLD.chain AND NEW.row_count >= OLD.row_count AND NEW.unkeyed_break_id IS NOT DISTINCT FROM OLD.unkeyed_break_id THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'access_log_anchors only move forward';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "access_log_anchors_forward_only" BEFORE UPDATE OR DELETE ON "access_log_anchors" FOR EACH ROW EXECUTE FUNCTION "access_log_anchor_forward_only"();--> statement-breakpoint
CREATE TRIGGER "access_log_anchors_no_truncate" BEFORE TRUNCATE ON "access_log_anchors" FOR EACH STATEMENT EXECUTE FUNCTION "access_log_anchor_forward_only"();
