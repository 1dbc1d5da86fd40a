-- A doctor's view of a patient's outcomes (the monthly numbers, every preventive treatment with its
-- response and the latest MIDAS score) is now kept by each instance as one answer (issue 35, point 7;
-- apps/server/src/cache/cached-reads.ts). Treatments and MIDAS scores announced nothing, so a
-- treatment recorded through one instance would have reached the others only after the copy's
-- lifetime. Now every change of either announces its patient's data (`data:<user_id>`, the ELSE
-- branch of notify_account_change): sessions stay, the patient's kept reads are dropped.
CREATE TRIGGER preventive_treatments_notify_change AFTER INSERT OR UPDATE OR DELETE ON preventive_treatments FOR EACH ROW EXECUTE FUNCTION notify_account_change();
--> statement-breakpoint
CREATE TRIGGER midas_scores_notify_change AFTER INSERT OR UPDATE OR DELETE ON midas_scores FOR EACH ROW EXECUTE FUNCTION notify_account_change();
