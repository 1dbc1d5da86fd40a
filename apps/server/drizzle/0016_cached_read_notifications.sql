-- A checked session holds its plan's name and whether the plan includes the diary (plans) and its
-- clinic's contact address (clinics). Neither table announced its changes, so a changed plan or
-- clinic address reached the sessions other instances had checked only after
-- SESSION_RECHECK_SECONDS. Now a change of a plan or a clinic announces every account on it as a
-- bare id (its sessions are checked again). A new plan or clinic has no members yet: only updates
-- and deletes announce. What each cached read depends on is declared in
-- apps/server/src/cache/cached-reads.ts, and its test checks these triggers against it.
CREATE OR REPLACE FUNCTION notify_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record := coalesce(NEW, OLD);
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    IF TG_OP = 'UPDATE' AND (OLD.role, OLD.plan_id, OLD.clinic_id, OLD.token_version) IS NOT DISTINCT FROM (NEW.role, NEW.plan_id, NEW.clinic_id, NEW.token_version) THEN
      PERFORM pg_notify('cephalo_changes', 'data:' || changed.id::text);
    ELSE
      PERFORM pg_notify('cephalo_changes', changed.id::text);
    END IF;
    -- The doctor's patient list shows this patient: before and after a reassignment.
    IF TG_OP <> 'INSERT' AND OLD.doctor_id IS NOT NULL THEN PERFORM pg_notify('cephalo_changes', 'data:' || OLD.doctor_id::text); END IF;
    IF TG_OP <> 'DELETE' AND NEW.doctor_id IS NOT NULL THEN PERFORM pg_notify('cephalo_changes', 'data:' || NEW.doctor_id::text); END IF;
  ELSIF TG_TABLE_NAME = 'plans' THEN
    PERFORM pg_notify('cephalo_changes', id::text) FROM users WHERE plan_id = changed.id;
  ELSIF TG_TABLE_NAME = 'clinics' THEN
    PERFORM pg_notify('cephalo_changes', id::text) FROM users WHERE clinic_id = changed.id;
  ELSIF TG_TABLE_NAME = 'revoked_tokens' THEN
    PERFORM pg_notify('cephalo_changes', changed.user_id::text);
  ELSIF TG_TABLE_NAME = 'answers' THEN
    PERFORM pg_notify('cephalo_changes', 'data:' || user_id::text) FROM questions WHERE id = changed.question_id;
  ELSE
    PERFORM pg_notify('cephalo_changes', 'data:' || changed.user_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER plans_notify_change AFTER UPDATE OR DELETE ON plans FOR EACH ROW EXECUTE FUNCTION notify_account_change();
--> statement-breakpoint
CREATE TRIGGER clinics_notify_change AFTER UPDATE OR DELETE ON clinics FOR EACH ROW EXECUTE FUNCTION notify_account_change();
