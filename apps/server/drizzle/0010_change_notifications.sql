-- Every instance keeps short-lived copies of what it read (sessions, diary months, forecasts,
-- questions, patient lists). These triggers tell every instance, through NOTIFY on the channel
-- cephalo_changes, whose data changed, whoever wrote it (another instance, the CLI, an operator).
-- The payload is the id of an account whose cached reads must go; PostgreSQL folds repeated
-- payloads of one transaction into one notification.
CREATE FUNCTION notify_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record := coalesce(NEW, OLD);
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('cephalo_changes', changed.id::text);
    -- The doctor's patient list shows this patient: before and after a reassignment.
    IF TG_OP <> 'INSERT' AND OLD.doctor_id IS NOT NULL THEN PERFORM pg_notify('cephalo_changes', OLD.doctor_id::text); END IF;
    IF TG_OP <> 'DELETE' AND NEW.doctor_id IS NOT NULL THEN PERFORM pg_notify('cephalo_changes', NEW.doctor_id::text); END IF;
  ELSIF TG_TABLE_NAME = 'answers' THEN
    PERFORM pg_notify('cephalo_changes', user_id::text) FROM questions WHERE id = changed.question_id;
  ELSE
    PERFORM pg_notify('cephalo_changes', changed.user_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_account_change();
--> statement-breakpoint
CREATE TRIGGER diary_entries_notify_change AFTER INSERT OR UPDATE OR DELETE ON diary_entries FOR EACH ROW EXECUTE FUNCTION notify_account_change();
--> statement-breakpoint
CREATE TRIGGER questions_notify_change AFTER INSERT OR UPDATE OR DELETE ON questions FOR EACH ROW EXECUTE FUNCTION notify_account_change();
--> statement-breakpoint
CREATE TRIGGER answers_notify_change AFTER INSERT OR UPDATE OR DELETE ON answers FOR EACH ROW EXECUTE FUNCTION notify_account_change();
--> statement-breakpoint
CREATE TRIGGER revoked_tokens_notify_change AFTER INSERT ON revoked_tokens FOR EACH ROW EXECUTE FUNCTION notify_account_change();
