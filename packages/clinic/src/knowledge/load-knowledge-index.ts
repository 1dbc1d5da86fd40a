import { KnowledgeIndex } from './knowledge-index';
import { readKnowledgeTranslations } from './knowledge-translation';
import { readKnowledgeFolder } from './read-knowledge-folder';

let index: KnowledgeIndex | null = null;

/**
 * The repository's knowledge base with its translations, indexed for every chat language. Built
 * on first use and kept: the files do not change while the process runs and the index is only
 * read, so a second app in the same process (two instances in a test, a test file after another)
 * does not spend a second indexing it again.
 */
export function loadKnowledgeIndex(): KnowledgeIndex {
  if (!index) {
    const entries = readKnowledgeFolder();
    index = new KnowledgeIndex(entries, readKnowledgeTranslations(entries));
  }
  return index;
}
