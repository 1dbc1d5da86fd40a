-- Reference data: the three plans of decisions.md (monthly chat limits 20, 100, 1000).
-- Free and Basic do not include the diary, calendar and forecast (spec section 6).
INSERT INTO "plans" ("name", "monthly_chat_limit", "ai_assistants", "includes_diary") VALUES
  ('Free', 20, ARRAY[1], false),
  ('Basic', 100, ARRAY[1, 2], false),
  ('Premium', 1000, ARRAY[1, 2], true)
ON CONFLICT ("name") DO NOTHING;
