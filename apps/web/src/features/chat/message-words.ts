import { MAX_MESSAGE_WORDS, capWords, countWords } from '@cephalo/shared/words';

/**
 * The draft after an edit, held to the 140-word cap (decisions.md, Small fixes to the client).
 * Once the draft is full, further words are ignored; text that arrives all at once (a paste, a
 * dictation) keeps its first 140 words.
 */
export const limitMessageWords = (previous: string, next: string, limit = MAX_MESSAGE_WORDS): string => {
  if (countWords(next) <= limit) return next;
  if (countWords(previous) >= limit) return previous;
  return capWords(next, limit);
};
