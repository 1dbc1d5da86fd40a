import fs from 'node:fs';
import path from 'node:path';
import { packageFolder } from '../package-folder';
import { load as parseYaml } from 'js-yaml';
import { z } from 'zod';
import { ChatLanguageSchema, type ChatLanguage } from '@cephalo/shared/chat-languages';
import type { KnowledgeEntry } from './knowledge-entry';

/** One entry's short answer in one chat language: translated from the entry's English summary. */
export const EntryTranslationSchema = z.object({
  title: z.string().min(2),
  summary: z.string().min(10),
  /** Words a patient writing in that language would use for the topic: they feed retrieval. */
  keywords: z.array(z.union([z.string(), z.number()]).transform(String)).min(3),
});
export type EntryTranslation = z.infer<typeof EntryTranslationSchema>;

const TranslationFileSchema = z.object({ language: ChatLanguageSchema, entries: z.record(z.string(), EntryTranslationSchema) });

/** Every language's translations, by language and entry id. */
export type KnowledgeTranslations = Map<ChatLanguage, Map<string, EntryTranslation>>;

export const TRANSLATIONS_FOLDER = path.join(packageFolder('@cephalo/clinic'), 'knowledge-i18n');

/**
 * Reads knowledge-i18n/<Language>.yaml. A translation of an entry that does not exist is refused
 * (a renamed entry must not keep a stale answer); a missing one leaves that entry in English.
 */
export function readKnowledgeTranslations(entries: KnowledgeEntry[], folder = TRANSLATIONS_FOLDER): KnowledgeTranslations {
  const ids = new Set(entries.map((entry) => entry.id));
  const translations: KnowledgeTranslations = new Map();
  if (!fs.existsSync(folder)) return translations;
  for (const name of fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.yaml'))
    .sort()) {
    const parsed = TranslationFileSchema.safeParse(parseYaml(fs.readFileSync(path.join(folder, name), 'utf8')));
    if (!parsed.success) throw new Error(`${name}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
    if (`${parsed.data.language}.yaml` !== name) throw new Error(`${name}: language ${parsed.data.language} does not match the file name`);
    const unknown = Object.keys(parsed.data.entries).filter((id) => !ids.has(id));
    if (unknown.length > 0) throw new Error(`${name}: no knowledge entry ${unknown.join(', ')}`);
    translations.set(parsed.data.language, new Map(Object.entries(parsed.data.entries)));
  }
  return translations;
}
