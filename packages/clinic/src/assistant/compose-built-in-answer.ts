import { answerTextsFor } from '../i18n/answer-texts';
import type { KnowledgeEntry } from '../knowledge/knowledge-entry';
import type { EntryTranslation } from '../knowledge/knowledge-translation';
import { leadWithAnsweringSentence, splitIntoSentences } from './rank-sentences';
import type { Intent } from './route-intent';

export interface BuiltInAnswerInput {
  language: string;
  intent: Intent;
  /** Entries judged relevant, best first (empty when nothing relevant was found). */
  entries: KnowledgeEntry[];
  /** Facts from the asker's own diary, in the chat language, when the message asked about it. */
  diaryContext?: string | null;
  /** The message, to open the answer at the sentence that answers it. */
  question?: string;
  /** An entry's short answer in the chat language, where it has one. */
  translationOf?: (entry: KnowledgeEntry) => EntryTranslation | undefined;
  /** True when triage opens the answer with urgent-care advice: the general "when to get help" line is then left out. */
  hasRedFlag?: boolean;
}

/** The direct answer is at most this many sentences; the rest of the short answer follows as its points. */
const DIRECT_ANSWER_SENTENCES = 2;

/**
 * The built-in engine's answer, as paragraphs, wholly in the chat language
 * (docs/decisions/019-answers-that-answer.md): the best entry's short answer opened at the
 * sentence that answers the question, then its other points, when to get help and the "not a
 * diagnosis" note. The whole entry is behind the answer's "Read more", not pasted. Urgent-care
 * advice is not part of it: triage puts that first, whatever the engine.
 */
export function composeBuiltInAnswer({
  language,
  intent,
  entries,
  diaryContext = null,
  question = '',
  translationOf = () => undefined,
  hasRedFlag = false,
}: BuiltInAnswerInput): string[] {
  const texts = answerTextsFor(language).answer;
  if (intent === 'greeting') return [texts.greeting];
  if (intent === 'thanks') return [texts.thanks];
  if (diaryContext) return [diaryContext, texts['not-a-diagnosis']];
  const [best] = entries;
  if (!best) return [texts['not-found']];
  const shortAnswer = translationOf(best)?.summary ?? best.summary;
  const sentences = leadWithAnsweringSentence(question, splitIntoSentences(shortAnswer));
  const paragraphs = [joinSentences(sentences.slice(0, DIRECT_ANSWER_SENTENCES))];
  const points = sentences.slice(DIRECT_ANSWER_SENTENCES);
  if (points.length > 0) paragraphs.push(joinSentences(points));
  if (!hasRedFlag) paragraphs.push(best.agent === 2 ? texts['get-help-dementia'] : texts['get-help-migraine']);
  paragraphs.push(texts['not-a-diagnosis']);
  return paragraphs;
}

/** Sentences joined the way their script writes them: Chinese and Japanese without spaces. */
const joinSentences = (sentences: string[]): string =>
  sentences.reduce((text, sentence) => (text === '' ? sentence : /[。！？]$/u.test(text) ? text + sentence : `${text} ${sentence}`), '');
