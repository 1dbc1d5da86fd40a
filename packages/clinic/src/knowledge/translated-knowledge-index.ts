import MiniSearch from 'minisearch';
import type { AgentId } from '@cephalo/shared/agents';
import { multilingualTerms, stopWordsWithout } from '../language/multilingual-terms';
import type { KnowledgeEntry } from './knowledge-entry';
import { commonTermsByAgent, weighCommonTerms } from './common-terms';
import { questionsText, type KnowledgeQuestions } from './knowledge-questions';
import type { KnowledgeTranslations } from './knowledge-translation';
import { NamedTopics } from './named-topics';

export interface TranslatedMatch {
  entryId: string;
  score: number;
}

interface TranslatedDocument {
  id: string;
  entryId: string;
  agent: number;
  title: string;
  keywords: string;
  summary: string;
  /** Patients' questions in that language that the entry answers (knowledge-questions/). */
  questions: string;
}

/** How much a word of the patients' questions weighs against one of the title (3) or the summary (1). */
export const QUESTIONS_BOOST = 1.5;

/**
 * Cross-language retrieval: one BM25 document per entry and chat language, made of the entry's
 * translated title, keywords and short answer. A question in any language meets the entries
 * through the words of its own language, whatever the profile's chat language is.
 */
export class TranslatedKnowledgeIndex {
  private readonly search: MiniSearch<TranslatedDocument>;
  private readonly vocabulary = new Map<number, Set<string>>();
  private readonly commonTerms: Map<number, Set<string>>;
  private readonly terms: (text: string) => string[];
  private readonly names: NamedTopics;

  constructor(entries: KnowledgeEntry[], translations: KnowledgeTranslations, questions: KnowledgeQuestions = new Map()) {
    // Words of the entries' titles and English keywords are topics, even where they are function words elsewhere.
    const titles = [...translations.values()].flatMap((byId) => [...byId.values()].map((translation) => translation.title));
    const stopWords = stopWordsWithout([...titles, ...entries.map((entry) => `${entry.title} ${entry.keywords.join(' ')}`)]);
    const terms = (text: string) => multilingualTerms(text, stopWords);
    this.terms = terms;
    this.search = new MiniSearch<TranslatedDocument>({
      fields: ['title', 'keywords', 'summary', 'questions'],
      storeFields: ['entryId', 'agent'],
      tokenize: (text) => [text],
      processTerm: (term) => terms(term),
      searchOptions: {
        boost: { title: 3, keywords: 2.5, summary: 1, questions: QUESTIONS_BOOST },
        prefix: (term) => term.length >= 4,
        fuzzy: (term) => (term.length >= 6 ? 1 : false),
      },
    });
    const agentOf = new Map(entries.map((entry) => [entry.id, entry.agent]));
    const documents: TranslatedDocument[] = [];
    for (const [language, byId] of translations) {
      for (const [entryId, translation] of byId) {
        const agent = agentOf.get(entryId);
        if (agent === undefined) continue;
        documents.push({
          id: `${language}:${entryId}`,
          entryId,
          agent,
          title: translation.title,
          keywords: translation.keywords.join(' ; '),
          summary: translation.summary,
          questions: questionsText(questions, language, entryId),
        });
        const vocabulary = this.vocabulary.get(agent) ?? new Set<string>();
        for (const term of this.terms(`${translation.title} ${translation.keywords.join(' ')}`)) vocabulary.add(term);
        this.vocabulary.set(agent, vocabulary);
      }
    }
    this.search.addAll(documents);
    // Common within one language's entries ("glavob" in Serbian, "头痛" in Chinese).
    const byLanguage = new Map<string, { agent: number; terms: string[] }[]>();
    for (const document of documents) {
      const language = document.id.slice(0, document.id.indexOf(':'));
      byLanguage.set(language, [
        ...(byLanguage.get(language) ?? []),
        { agent: document.agent, terms: this.terms(`${document.title} ${document.keywords} ${document.summary}`) },
      ]);
    }
    this.commonTerms = new Map();
    for (const perLanguage of byLanguage.values()) {
      for (const [agent, terms] of commonTermsByAgent(perLanguage)) this.commonTerms.set(agent, new Set([...(this.commonTerms.get(agent) ?? []), ...terms]));
    }
    this.names = new NamedTopics(
      documents.map((document) => ({ entryId: document.entryId, agent: document.agent, title: document.title })),
      terms,
      (agent, term) => this.commonTerms.get(agent)?.has(term) ?? false,
    );
  }

  /** The entries whose translated name the message says (named-topics.ts). */
  namedBy(message: string, agent: AgentId): Set<string> {
    return this.names.namedBy(message, agent);
  }

  /** The best entries of one assistant, best first, each scored by its best language. */
  retrieve(message: string, agent: AgentId, limit = 3, { entryTextOnly = false } = {}): TranslatedMatch[] {
    const best = new Map<string, number>();
    const fields = entryTextOnly ? { fields: ['title', 'keywords', 'summary'] } : {};
    for (const result of this.search.search(message, {
      filter: (found) => found.agent === agent,
      combineWith: 'OR',
      boostTerm: weighCommonTerms(this.commonTerms.get(agent)),
      ...fields,
    })) {
      const entryId = String(result.entryId);
      best.set(entryId, Math.max(best.get(entryId) ?? 0, result.score));
    }
    return [...best]
      .map(([entryId, score]) => ({ entryId, score }))
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  }

  /** Whether the message uses a topic word of any language's titles and keywords. */
  isOnTopic(message: string, agent: AgentId): boolean {
    const terms = this.vocabulary.get(agent);
    return this.terms(message).some((term) => terms?.has(term));
  }
}
