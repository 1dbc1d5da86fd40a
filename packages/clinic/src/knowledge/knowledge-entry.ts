import { load as parseYaml } from 'js-yaml';
import { z } from 'zod';
import { AgentIdSchema } from '@cephalo/shared/agents';
import { LEXICON_CONCEPTS } from '../lexicon/lexicon-schema';

export const KnowledgeEntryMetaSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be kebab-case'),
  agent: AgentIdSchema,
  title: z.string().min(3),
  category: z.string().min(2),
  keywords: z.array(z.union([z.string(), z.number()]).transform(String)).default([]),
  /** The short answer: the entry's key facts in a few sentences, translated into every chat language. */
  summary: z.string().min(40, 'an entry has a short answer (summary) of a few sentences'),
  sources: z
    .array(z.object({ title: z.string().min(3), url: z.url().startsWith('https://', 'source url must use https') }))
    .min(1, 'an entry names at least one public source'),
  /**
   * A lexicon concept the entry answers only about: it is retrieved only for a message that names
   * it outside its sentences about the distant past (assistant/prepare-question.ts). Catching meningitis from a colleague is no answer to a child's migraine or a football
   * question, however many words of "school", "class" or "colleague" they share.
   */
  onlyWhenNamed: z.enum(LEXICON_CONCEPTS).optional(),
});

export type KnowledgeEntry = z.infer<typeof KnowledgeEntryMetaSchema> & { body: string };

/** Parses one knowledge file: YAML front matter between `---` lines, then the Markdown body. */
export function parseKnowledgeEntry(markdown: string, fileName = 'entry'): KnowledgeEntry {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(markdown);
  if (!match) throw new Error(`${fileName}: missing front matter`);
  const meta = KnowledgeEntryMetaSchema.safeParse(parseYaml(match[1] ?? ''));
  if (!meta.success) {
    throw new Error(`${fileName}: ${meta.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  }
  return { ...meta.data, body: (match[2] ?? '').trim() };
}
