import { FRAMING_CONCEPTS, type LexiconConcept } from '../lexicon/lexicon-schema';
import { readLexicons } from '../lexicon/read-lexicons';
import { KnowledgeIndex } from './knowledge-index';
import { readKnowledgeQuestions } from './knowledge-questions';
import { NamedMedicines } from './named-medicines';
import { readKnowledgeTranslations } from './knowledge-translation';
import { readKnowledgeFolder } from './read-knowledge-folder';
import { readOffTopicMessages } from './read-off-topic-messages';
import { TopicClassifier } from './topic-classifier';

let index: KnowledgeIndex | null = null;

/**
 * The repository's knowledge base with its translations, indexed for every chat language, and
 * its topic check (the entries' words in every language and the lexicons' clinical terms against
 * everyday messages). Built on first use and kept: the files do not change while the process runs
 * and the index is only read, so a second app in the same process (two instances in a test, a
 * test file after another) does not spend a second indexing it again.
 */
export function loadKnowledgeIndex(): KnowledgeIndex {
  if (!index) {
    const entries = readKnowledgeFolder();
    const translations = readKnowledgeTranslations(entries);
    const questions = readKnowledgeQuestions(entries);
    const onTopic = [
      ...[...questions.values()].flatMap((byId) => [...byId.values()].flat()),
      ...entries.flatMap((entry) => [entry.title, ...entry.keywords, entry.summary]),
      ...[...translations.values()].flatMap((byId) =>
        [...byId.values()].flatMap((translation) => [translation.title, ...translation.keywords, translation.summary]),
      ),
      ...readLexicons().flatMap((lexicon) =>
        Object.entries(lexicon.concepts)
          .filter(([concept]) => !FRAMING_CONCEPTS.has(concept as LexiconConcept))
          .flatMap(([, terms]) => terms),
      ),
    ];
    const offTopic = readOffTopicMessages();
    index = new KnowledgeIndex(
      entries,
      translations,
      offTopic.length > 0 ? new TopicClassifier(onTopic, offTopic) : null,
      questions,
      new NamedMedicines(entries),
    );
  }
  return index;
}
