import fs from 'node:fs';
import path from 'node:path';
import { load as parseYaml } from 'js-yaml';
import { z } from 'zod';
import { CHAT_LANGUAGES, type ChatLanguage } from '@cephalo/shared/chat-languages';
import { packageFolder } from '../package-folder';

/**
 * Every sentence the built-in assistant writes itself (urgent-care advice, the scope message, the
 * diary's summary, forecast and ICHD-3 comparison), one YAML file per chat language in
 * packages/clinic/answer-texts/. English.yaml is the source; the others are its translations
 * with the same keys, placeholders and numbers (answer-texts.test.ts checks all three).
 */
export const ANSWER_TEXTS_FOLDER = path.join(packageFolder('@cephalo/clinic'), 'answer-texts');

const Text = z.string().min(1);
const Alert = z.object({ title: Text, text: Text });

export const AnswerTextsSchema = z.object({
  language: z.string(),
  urgency: z.object({
    emergency: Alert,
    'same-day': Alert,
    soon: Alert,
    crisis: Alert,
    'missing-person': Alert,
    'confusion-or-fall': Alert,
  }),
  answer: z.object({
    greeting: Text,
    thanks: Text,
    'not-found': Text,
    'not-a-diagnosis': Text,
    'get-help-migraine': Text,
    'get-help-dementia': Text,
  }),
  diary: z.object({
    'only-patients': Text,
    'not-in-plan': Text,
    'summary-empty': Text,
    'summary-logged': Text,
    'summary-headache': Text,
    'summary-intensity': Text,
    'summary-medication': Text,
    'summary-sleep': Text,
    forecast: Text,
    'forecast-note': Text,
    overuse: Text,
    'overuse-sustained': Text,
    'overuse-not-sustained': Text,
    'overuse-advice': Text,
    and: Text,
    'assessment-empty': Text,
    'assessment-intro': Text,
    'assessment-note': Text,
    met: Text,
    missing: Text,
  }),
  'medicine-classes': z.record(z.string(), Text),
  ichd3: z.object({
    candidates: z.record(z.string(), Text),
    status: z.object({ 'criteria-met': Text, 'partly-met': Text, 'not-met': Text }),
    criteria: z.record(z.string(), Text),
    evidence: z.record(z.string(), Text),
  }),
});
export type AnswerTexts = z.infer<typeof AnswerTextsSchema>;
export type AlertKind = keyof AnswerTexts['urgency'];

/** Reads one language's file; null when it is not there. */
export function readAnswerTexts(language: ChatLanguage, folder = ANSWER_TEXTS_FOLDER): AnswerTexts | null {
  const file = path.join(folder, `${language}.yaml`);
  if (!fs.existsSync(file)) return null;
  const parsed = AnswerTextsSchema.safeParse(parseYaml(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${language}.yaml: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  if (parsed.data.language !== language) throw new Error(`${language}.yaml: its language is ${parsed.data.language}`);
  return parsed.data;
}

let loaded: Map<ChatLanguage, AnswerTexts> | null = null;

/** Every language's texts, read once per process (the files do not change while it runs). */
function allAnswerTexts(): Map<ChatLanguage, AnswerTexts> {
  if (!loaded) {
    const texts = new Map<ChatLanguage, AnswerTexts>();
    for (const language of CHAT_LANGUAGES) {
      const read = readAnswerTexts(language);
      if (read) texts.set(language, read);
    }
    if (!texts.has('English')) throw new Error('packages/clinic/answer-texts/English.yaml is missing');
    loaded = texts;
  }
  return loaded;
}

/** The texts of a chat language (a profile's name, code or own name); English when unknown. */
export function answerTextsFor(language: string): AnswerTexts {
  const texts = allAnswerTexts();
  return texts.get(chatLanguageOf(language)) ?? (texts.get('English') as AnswerTexts);
}

// Profiles may store a language under its English name, its own name or a short code.
const LANGUAGE_ALIASES: Readonly<Record<string, ChatLanguage>> = {
  en: 'English',
  sr: 'Serbian',
  srpski: 'Serbian',
  hr: 'Croatian',
  hrvatski: 'Croatian',
  sl: 'Slovenian',
  slovene: 'Slovenian',
  slovenščina: 'Slovenian',
  bs: 'Bosnian',
  bosanski: 'Bosnian',
  mk: 'Macedonian',
  македонски: 'Macedonian',
  el: 'Greek',
  ελληνικά: 'Greek',
  bg: 'Bulgarian',
  български: 'Bulgarian',
  ro: 'Romanian',
  română: 'Romanian',
  hu: 'Hungarian',
  magyar: 'Hungarian',
  ru: 'Russian',
  русский: 'Russian',
  es: 'Spanish',
  español: 'Spanish',
  fr: 'French',
  français: 'French',
  de: 'Deutsch',
  german: 'Deutsch',
  it: 'Italian',
  italiano: 'Italian',
  pt: 'Portuguese',
  português: 'Portuguese',
  zh: 'Chinese',
  中文: 'Chinese',
  ja: 'Japanese',
  日本語: 'Japanese',
};

/** The chat language a profile's value names; English for an unknown or empty one. */
export function chatLanguageOf(language: string): ChatLanguage {
  const key = language.trim().toLowerCase();
  return CHAT_LANGUAGES.find((name) => name.toLowerCase() === key) ?? LANGUAGE_ALIASES[key] ?? 'English';
}

/** BCP 47 tags, for dates and numbers written the reader's way (Intl). */
export const LOCALE_OF: Readonly<Record<ChatLanguage, string>> = {
  English: 'en-GB',
  Serbian: 'sr-Latn',
  Croatian: 'hr',
  Slovenian: 'sl',
  Bosnian: 'bs',
  Macedonian: 'mk',
  Greek: 'el',
  Bulgarian: 'bg',
  Romanian: 'ro',
  Hungarian: 'hu',
  Russian: 'ru',
  Spanish: 'es',
  French: 'fr',
  Deutsch: 'de',
  Italian: 'it',
  Portuguese: 'pt',
  Chinese: 'zh-CN',
  Japanese: 'ja',
};

/** A template with its {placeholders} filled in. */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
