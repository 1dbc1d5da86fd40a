import { describe, expect, it } from 'vitest';
import { loadKnowledgeIndex } from '../knowledge/load-knowledge-index';
import { defaultConceptMatcher } from '../lexicon/default-concept-matcher';
import { prepareQuestion } from './prepare-question';

// Written for this test, apart from the evaluation sets: messages that read clearly as everyday
// talk yet share a few words with an entry ("screen", "battery", "how often"), which cleared the
// weak-match bar and were answered from the screen-time or supplements entries; and patients'
// questions that read as everyday but name their subject (a drug, respite care), which must keep
// their answer (select-relevant-entries.ts, CLEARLY_OFF_TOPIC_MARGIN).
const EVERYDAY: [language: string, message: string][] = [
  ['Japanese', 'スマホの容量がいっぱいです。写真を消さずに空きを増やす方法はありますか？'],
  ['Japanese', 'エアコンのフィルター掃除はどのくらいの頻度でやればいいですか？'],
  ['Deutsch', 'Mein Handy-Akku ist über Nacht leer, obwohl der Bildschirm aus ist. Neuer Akku?'],
  ['Chinese', '笔记本电脑电池掉电很快，需要换新的吗？'],
];

const EVERYDAY_SOUNDING_QUESTIONS: [language: string, message: string, agent: 1 | 2, expected: string][] = [
  ['Japanese', 'レルパックスとマクサルト、どちらが効きやすいですか？', 1, 'triptans'],
  ['Japanese', 'ショートステイとデイサービスの違いを教えてください。', 2, 'caregiver-stress-and-support'],
  ['Chinese', '多奈哌齐和美金刚可以一起吃吗？', 2, 'dementia-medicines-cholinesterase-memantine'],
  ['English', 'how many days a month can I take sumatriptan?', 1, 'acute-medication-day-limits'],
];

describe('a message that reads clearly as everyday talk', () => {
  const index = loadKnowledgeIndex();
  const concepts = defaultConceptMatcher();
  const entriesFor = (message: string, language: string, agent: 1 | 2) =>
    prepareQuestion({ index, concepts, message, agent, language }).entries.map((entry) => entry.id);

  it.each(EVERYDAY)('gets the scope message in %s: %s', (language, message) => {
    expect(entriesFor(message, language, 1)).toEqual([]);
    expect(entriesFor(message, language, 2)).toEqual([]);
  });

  it.each(EVERYDAY_SOUNDING_QUESTIONS)('keeps its answer when it names its subject, in %s: %s', (language, message, agent, expected) => {
    expect(entriesFor(message, language, agent)).toContain(expected);
  });
});
