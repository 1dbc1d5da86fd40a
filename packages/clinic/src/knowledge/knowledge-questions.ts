import fs from 'node:fs';
import path from 'node:path';
import { load as parseYaml } from 'js-yaml';
import { z } from 'zod';
import { ChatLanguageSchema, type ChatLanguage } from '@cephalo/shared/chat-languages';
import { packageFolder } from '../package-folder';
import type { KnowledgeEntry } from './knowledge-entry';

/**
 * Questions patients and carers ask that an entry answers, as they type them, per chat language:
 * knowledge-questions/<Language>.yaml. They feed retrieval only (never shown), so a question meets
 * its entry through the words people use ("can I take ibuprofen with my triptan?") and not only
 * through the entry's title and summary.
 */
export type KnowledgeQuestions = Map<ChatLanguage, Map<string, string[]>>;

export const QUESTIONS_FOLDER = path.join(packageFolder('@cephalo/clinic'), 'knowledge-questions');

const QuestionFileSchema = z.object({
  language: ChatLanguageSchema,
  entries: z.record(z.string(), z.array(z.string().trim().min(3).max(300)).min(1)),
});

/** Reads every language's questions; a list for an entry that does not exist is refused, like a stale translation. */
export function readKnowledgeQuestions(entries: KnowledgeEntry[], folder = QUESTIONS_FOLDER): KnowledgeQuestions {
  const ids = new Set(entries.map((entry) => entry.id));
  const questions: KnowledgeQuestions = new Map();
  if (!fs.existsSync(folder)) return questions;
  for (const name of fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.yaml'))
    .sort()) {
    const parsed = QuestionFileSchema.safeParse(parseYaml(fs.readFileSync(path.join(folder, name), 'utf8')));
    if (!parsed.success) throw new Error(`${name}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
    if (`${parsed.data.language}.yaml` !== name) throw new Error(`${name}: language ${parsed.data.language} does not match the file name`);
    const unknown = Object.keys(parsed.data.entries).filter((id) => !ids.has(id));
    if (unknown.length > 0) throw new Error(`${name}: no knowledge entry ${unknown.join(', ')}`);
    questions.set(parsed.data.language, new Map(Object.entries(parsed.data.entries)));
  }
  return questions;
}

/** One entry's questions in one language, as one text for an index field. */
export const questionsText = (questions: KnowledgeQuestions, language: ChatLanguage, entryId: string): string =>
  (questions.get(language)?.get(entryId) ?? []).join(' ; ');
