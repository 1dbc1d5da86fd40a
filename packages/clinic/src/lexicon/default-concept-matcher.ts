import * as stopwords from 'stopword';
import { wordTokens } from '../language/normalize-text';
import { readKnowledgeTranslations } from '../knowledge/knowledge-translation';
import { readKnowledgeFolder } from '../knowledge/read-knowledge-folder';
import { ConceptMatcher } from './concept-matcher';
import { readLexicons } from './read-lexicons';

let matcher: ConceptMatcher | null = null;

/**
 * Words of the chat languages, in normal form: every word of the knowledge base and its
 * translations, and the function words of the `stopword` package. A message word found here is
 * a real word ("several", "memoria", "demais"), so it is never read as a typo of a lexicon term.
 * eval/replay-blind-rounds.ts builds matchers over older lexicons with them too.
 */
export function knownWords(): Set<string> {
  const entries = readKnowledgeFolder();
  const texts: string[] = entries.map((entry) => `${entry.title} ${entry.keywords.join(' ')} ${entry.summary} ${entry.body}`);
  for (const byId of readKnowledgeTranslations(entries).values()) {
    for (const translation of byId.values()) texts.push(`${translation.title} ${translation.keywords.join(' ')} ${translation.summary}`);
  }
  for (const list of Object.values(stopwords)) if (Array.isArray(list)) texts.push(list.join(' '));
  return new Set(texts.flatMap((text) => wordTokens(text).map((token) => token.text)));
}

/** The matcher over the repository's lexicons, compiled on first use and kept. */
export function defaultConceptMatcher(): ConceptMatcher {
  matcher ??= new ConceptMatcher(readLexicons(), knownWords());
  return matcher;
}
