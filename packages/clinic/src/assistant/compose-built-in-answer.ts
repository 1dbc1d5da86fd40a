import { fixedTextsFor } from '../i18n/fixed-texts';
import type { KnowledgeEntry } from '../knowledge/knowledge-entry';
import type { EntryTranslation } from '../knowledge/knowledge-translation';
import type { RedFlagCategory } from '../triage/red-flags';
import { leadWithAskedPart } from './lead-with-asked-part';
import type { Intent } from './route-intent';

export interface BuiltInAnswerInput {
  language: string;
  intent: Intent;
  /** Entries judged relevant, best first (empty when nothing relevant was found). */
  entries: KnowledgeEntry[];
  /** Facts from the asker's own diary, when the message asked about it. */
  diaryContext?: string | null;
  /** The message, to open a long entry at the part it asks about. */
  question?: string;
  /** An entry's short answer in the chat language, where it has one. */
  translationOf?: (entry: KnowledgeEntry) => EntryTranslation | undefined;
}

/**
 * The built-in engine's answer, as paragraphs. In English: the opening, the best entry in full
 * (led by the part the question asks about), pointers to the next ones and the "not a
 * diagnosis" note. In another chat language: the opening, the best entry's short answer and the
 * further titles in that language, the note, then the full English entry marked as English.
 * Urgent-care advice is not part of it: triage puts that first, whatever the engine.
 */
export function composeBuiltInAnswer({ language, intent, entries, diaryContext = null, question = '', translationOf = () => undefined }: BuiltInAnswerInput): string[] {
  const texts = fixedTextsFor(language);
  const isEnglish = texts === fixedTextsFor('English');
  const paragraphs: string[] = [texts.greeting];
  if (intent === 'greeting' || intent === 'thanks') return paragraphs;
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
  const fullEntry = `${best.title}\n\n${leadWithAskedPart(best.body, question)}`;
  const localized = isEnglish ? undefined : translationOf(best);
  if (localized) {
    paragraphs.push(`${localized.title}\n\n${localized.summary}`);
    if (more.length > 0) paragraphs.push(`${texts.alsoRead} ${more.map((entry) => translationOf(entry)?.title ?? entry.title).join('; ')}.`);
    paragraphs.push(texts.notADiagnosis, texts.answerInEnglish, fullEntry);
    return paragraphs;
  }
  if (!isEnglish) paragraphs.push(texts.answerInEnglish);
  paragraphs.push(fullEntry);
  if (more.length > 0) paragraphs.push(`${texts.alsoRead} ${more.map((entry) => entry.title).join('; ')}.`);
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
