-- A change to a patient's diary, questions or answers, or to a column of the account that no session
-- holds (the diary's revision, the time zone, the profile), empties that account's cached reads on
-- every instance but says nothing about its sessions: those writes now announce 'data:<account id>'.
-- A bare account id still means "this account changed": its cached reads and its checked sessions
-- go. That is a new or deleted account, a revoked token, or a change to what a session holds
-- (get-session-user.ts: role, plan, clinic, token version). Before, every diary entry and every
-- answered question made the author's next request check the token and the database again.
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
  ELSIF TG_TABLE_NAME = 'revoked_tokens' THEN
    PERFORM pg_notify('cephalo_changes', changed.user_id::text);
  ELSIF TG_TABLE_NAME = 'answers' THEN
    PERFORM pg_notify('cephalo_changes', 'data:' || user_id::text) FROM questions WHERE id = changed.question_id;
  ELSE
    PERFORM pg_notify('cephalo_changes', 'data:' || changed.user_id::text);
  END IF;
  RETURN NULL;
END $$;
