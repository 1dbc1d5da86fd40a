import MiniSearch from 'minisearch';
import type { AgentId } from '@cephalo/shared/agents';
import type { ChatLanguage } from '@cephalo/shared/chat-languages';
import type { KnowledgeEntry } from './knowledge-entry';
import type { EntryTranslation, KnowledgeTranslations } from './knowledge-translation';
import { commonTermsByAgent, weighCommonTerms } from './common-terms';
import { questionsText, type KnowledgeQuestions } from './knowledge-questions';
import type { NamedMedicines } from './named-medicines';
import { NamedTopics } from './named-topics';
import type { TopicClassifier } from './topic-classifier';
import { QUESTIONS_BOOST, TranslatedKnowledgeIndex, type TranslatedMatch } from './translated-knowledge-index';

export interface RetrievedEntry {
  entry: KnowledgeEntry;
  score: number;
}

// Words that carry no meaning for retrieval; patients' questions are full of them.
const STOP_WORDS = new Set(
  (
    "a an and are as at be been but by can could do does did for from had has have how i i'm im if in into is it its " +
    'me my of on or our should so than that the their them then there these they this to too was we what when where ' +
    'which who why will with would you your about any am also get got just like really very much more some one ' +
    'please tell know want need help question doctor hi hello thanks thank'
  ).split(' '),
);

/**
 * A light English stemmer: enough to meet "triggers"/"trigger", "sleeping"/"sleep", "headaches"/"headache".
 * No "es" rule: it would cut "headaches" to "headach" but leave "headache" whole.
 */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  for (const suffix of ['ations', 'ation', 'ings', 'ing', 'ies', 'ied', 'ness', 'ers', 'ed', 'er', 'ly', 's']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) {
      const base = word.slice(0, -suffix.length);
      return suffix === 'ies' || suffix === 'ied' ? `${base}y` : base;
    }
  }
  return word;
}

const ENTRY_FIELDS = ['title', 'keywords', 'body'];
/** Below this many words a message may hold no function word in any language ("triptan dose?"). */
const ENGLISH_TEST_MIN_WORDS = 4;

// Words that appear in titles or keywords but say nothing about the topic on their own.
const GENERIC_TERMS = new Set(
  [
    'night',
    'day',
    'time',
    'good',
    'best',
    'new',
    'home',
    'people',
    'person',
    'work',
    'life',
    'long',
    'last',
    'first',
    'common',
    'plain',
    'word',
    'type',
    'sea',
    'water',
    'travel',
    'flight',
    'movie',
    'book',
    'match',
    'write',
    'read',
  ].map(stem),
);

/** The English index terms of a text (stemmed, without stop words). */
export const topicTerms = (text: string): string[] => tokenize(text);

const tokenize = (text: string): string[] =>
  text.split(/[^\p{L}\p{N}']+/u).flatMap((word) => {
    const term = processTerm(word);
    return term ? [term] : [];
  });

const processTerm = (term: string): string | null => {
  const lower = term.toLowerCase().replace(/[’']/g, '');
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  return stem(lower);
};

/**
 * BM25 retrieval (MiniSearch's BM25+) over title, keywords, body and patients' questions, one index per knowledge
 * base, filtered by assistant. Titles and keywords weigh more than body text.
 */
export class KnowledgeIndex {
  private readonly search: MiniSearch<{ id: string; title: string; keywords: string; body: string; questions: string; agent: number }>;
  private readonly byId = new Map<string, KnowledgeEntry>();
  /** Stemmed title and keyword terms per assistant: a message sharing none of them is off topic. */
  private readonly vocabulary = new Map<number, Set<string>>();

  /** Per assistant, the terms most of its entries use ("migraine", "headache"): they say little about which entry fits. */
  private readonly commonTerms: Map<number, Set<string>>;
  /** The same entries through their translations: questions in the other chat languages. */
  private readonly translated: TranslatedKnowledgeIndex;
  /** The entries by their English names (named-topics.ts). */
  private readonly names: NamedTopics;

  constructor(
    readonly entries: KnowledgeEntry[],
    readonly translations: KnowledgeTranslations = new Map(),
    private readonly topics: TopicClassifier | null = null,
    questions: KnowledgeQuestions = new Map(),
    private readonly medicines: NamedMedicines | null = null,
  ) {
    this.translated = new TranslatedKnowledgeIndex(entries, translations, questions);
    this.search = new MiniSearch({
      fields: ['title', 'keywords', 'body', 'questions'],
      storeFields: ['agent'],
      processTerm,
      searchOptions: {
        boost: { title: 3, keywords: 2.5, body: 1, questions: QUESTIONS_BOOST },
        prefix: (term) => term.length >= 5,
        fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      },
    });
    for (const entry of entries) {
      this.byId.set(entry.id, entry);
      const terms = this.vocabulary.get(entry.agent) ?? new Set<string>();
      for (const term of tokenize(`${entry.title} ${entry.keywords.join(' ')}`)) terms.add(term);
      this.vocabulary.set(entry.agent, terms);
    }
    this.search.addAll(
      entries.map((entry) => ({
        id: entry.id,
        title: entry.title,
        keywords: entry.keywords.join(' '),
        body: entry.body,
        questions: questionsText(questions, 'English', entry.id),
        agent: entry.agent,
      })),
    );
    this.commonTerms = commonTermsByAgent(
      entries.map((entry) => ({ agent: entry.agent, terms: tokenize(`${entry.title} ${entry.keywords.join(' ')} ${entry.body}`) })),
    );
    this.names = new NamedTopics(
      entries.map((entry) => ({ entryId: entry.id, agent: entry.agent, title: entry.title })),
      tokenize,
      (agent, term) => this.commonTerms.get(agent)?.has(term) ?? false,
    );
  }

  /**
   * The entries whose name, in English or in a translation, the message says in full ("vascular
   * dementia"), or one of whose medicines it names ("Maxalt", named-medicines.ts).
   */
  namedEntries(message: string, agent: AgentId): Set<string> {
    return new Set([...this.names.namedBy(message, agent), ...this.translated.namedBy(message, agent), ...this.entriesOfNamedMedicines(message, agent)]);
  }

  /** The entries of the assistant one of whose medicines the message names ("Maxalt", named-medicines.ts). */
  entriesOfNamedMedicines(message: string, agent: AgentId): Set<string> {
    return new Set([...(this.medicines?.namedBy(message) ?? [])].filter((id) => this.byId.get(id)?.agent === agent));
  }

  /**
   * The best entries of one assistant for a message, best first. `entryTextOnly`: scored on the
   * entries' own words, without the patients' questions (how much a message shares with what the
   * knowledge base says, for the off-topic check).
   */
  retrieve(message: string, agent: AgentId, limit = 3, { entryTextOnly = false } = {}): RetrievedEntry[] {
    return this.search
      .search(message, {
        filter: (result) => result.agent === agent,
        combineWith: 'OR',
        boostTerm: weighCommonTerms(this.commonTerms.get(agent)),
        ...(entryTextOnly ? { fields: ENTRY_FIELDS } : {}),
      })
      .slice(0, limit)
      .flatMap((result) => {
        const entry = this.byId.get(String(result.id));
        return entry ? [{ entry, score: result.score }] : [];
      });
  }

  /** Whether a message uses any word of the assistant's topic (titles and keywords of its entries). */
  /**
   * Whether a message reads as English: it has at least one English function word ("my", "the",
   * "can", "is"), or is too short to tell. The English index scores words of other languages
   * that happen to be English too ("crisis", "sin", "dose") and would rank entries on them.
   */
  readsAsEnglish(message: string): boolean {
    const words = message
      .toLowerCase()
      .split(/[^\p{L}']+/u)
      .filter(Boolean);
    return words.length < ENGLISH_TEST_MIN_WORDS || words.some((word) => STOP_WORDS.has(word.replace(/[’']/g, '')));
  }

  isOnTopic(message: string, agent: AgentId): boolean {
    const terms = this.vocabulary.get(agent);
    return tokenize(message).some((term) => terms?.has(term) && !GENERIC_TERMS.has(term));
  }

  /** The best entries through the translations (any chat language), best first. */
  retrieveTranslated(message: string, agent: AgentId, limit = 3, options: { entryTextOnly?: boolean } = {}): TranslatedMatch[] {
    return this.translated.retrieve(message, agent, limit, options);
  }

  isOnTopicTranslated(message: string, agent: AgentId): boolean {
    return this.translated.isOnTopic(message, agent);
  }

  /** How much more a message looks like everyday talk than like the knowledge base (above 0: more); 0 without a topic check. */
  offTopicOdds(message: string): number {
    return this.topics?.offTopicOdds(message) ?? 0;
  }

  /** An entry's short answer in a chat language, when it has been translated. */
  translation(id: string, language: string): EntryTranslation | undefined {
    return this.translations.get(language as ChatLanguage)?.get(id);
  }

  get(id: string): KnowledgeEntry | undefined {
    return this.byId.get(id);
  }
}
