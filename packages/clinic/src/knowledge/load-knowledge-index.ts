import { KnowledgeIndex } from './knowledge-index';
import { readKnowledgeTranslations } from './knowledge-translation';
import { readKnowledgeFolder } from './read-knowledge-folder';

/** The repository's knowledge base with its translations, indexed for every chat language. */
export function loadKnowledgeIndex(): KnowledgeIndex {
  const entries = readKnowledgeFolder();
  return new KnowledgeIndex(entries, readKnowledgeTranslations(entries));
}
