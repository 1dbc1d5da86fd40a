import { fixedTextsFor } from '../i18n/fixed-texts';
import type { KnowledgeEntry } from '../knowledge/knowledge-entry';
import type { RedFlagCategory } from '../triage/red-flags';
import type { Intent } from './route-intent';

export interface BuiltInAnswerInput {
  language: string;
  intent: Intent;
  /** Entries judged relevant, best first (empty when nothing relevant was found). */
  entries: KnowledgeEntry[];
  /** Facts from the asker's own diary, when the message asked about it. */
  diaryContext?: string | null;
}

/**
 * The built-in engine's answer, as paragraphs: the localized opening, a note when the rest is in
 * English, the best entry in full, pointers to the next ones, and the "not a diagnosis" note.
 * Urgent-care advice is not part of it: triage puts that first, whatever the engine.
 */
export function composeBuiltInAnswer({ language, intent, entries, diaryContext = null }: BuiltInAnswerInput): string[] {
  const texts = fixedTextsFor(language);
  const isEnglish = texts === fixedTextsFor('English');
  const paragraphs: string[] = [];
  if (intent === 'greeting' || intent === 'thanks') {
    paragraphs.push(texts.greeting);
    return paragraphs;
  }
  paragraphs.push(texts.greeting);
  const [best, ...more] = entries;
  if (diaryContext) {
    if (!isEnglish) paragraphs.push(texts.answerInEnglish);
    paragraphs.push(diaryContext);
    if (entries.length > 0) paragraphs.push(`To read more: ${entries.map((entry) => entry.title).join('; ')}.`);
    paragraphs.push(texts.notADiagnosis);
    return paragraphs;
  }
  if (!best) {
    paragraphs.push(texts.notFound);
    return paragraphs;
  }
  if (!isEnglish) paragraphs.push(texts.answerInEnglish);
  paragraphs.push(`${best.title}\n\n${best.body}`);
  if (more.length > 0) paragraphs.push(`You may also want to read: ${more.map((entry) => entry.title).join('; ')}.`);
  paragraphs.push(texts.notADiagnosis);
  return paragraphs;
}

/** The urgent-care advice for the red flags found, in the user's language. */
export function urgentCareAdvice(redFlags: RedFlagCategory[], language: string): string | null {
  if (redFlags.length === 0) return null;
  const texts = fixedTextsFor(language);
  const isDementiaSign = redFlags.every((flag) => flag === 'sudden-confusion' || flag === 'fall');
  return isDementiaSign ? texts.urgentCareDementia : texts.urgentCare;
}
