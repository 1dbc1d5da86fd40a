ALTER TABLE "users" ADD COLUMN "interface_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- The interface was linked to the chat language until now (decision 029): an existing account starts in its chat language's interface.
UPDATE "users" SET "interface_language" = CASE "chat_answer_language"
  WHEN 'Serbian' THEN 'sr' WHEN 'Croatian' THEN 'hr' WHEN 'Slovenian' THEN 'sl' WHEN 'Bosnian' THEN 'bs' WHEN 'Macedonian' THEN 'mk'
  WHEN 'Greek' THEN 'el' WHEN 'Bulgarian' THEN 'bg' WHEN 'Romanian' THEN 'ro' WHEN 'Hungarian' THEN 'hu' WHEN 'Russian' THEN 'ru'
  WHEN 'Spanish' THEN 'es' WHEN 'French' THEN 'fr' WHEN 'Deutsch' THEN 'de' WHEN 'Italian' THEN 'it' WHEN 'Portuguese' THEN 'pt'
  WHEN 'Chinese' THEN 'zh' WHEN 'Japanese' THEN 'ja' ELSE 'en' END;
