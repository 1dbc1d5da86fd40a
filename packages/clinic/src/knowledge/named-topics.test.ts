import { describe, expect, it } from 'vitest';
import { loadKnowledgeIndex } from './load-knowledge-index';
import { NamedTopics, nameOf } from './named-topics';

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 2);

describe("an entry's name", () => {
  it('is its title before a dash, colon or bracket', () => {
    expect(nameOf('Mixed dementia – more than one cause')).toBe('Mixed dementia');
    expect(nameOf('Mild cognitive impairment (MCI)')).toBe('Mild cognitive impairment');
    expect(nameOf('Vascular dementia')).toBe('Vascular dementia');
  });
});

describe('the entries a message names', () => {
  const common = new Set(['dementia']);
  const names = new NamedTopics(
    [
      { entryId: 'vascular', agent: 2, title: 'Vascular dementia' },
      { entryId: 'mixed', agent: 2, title: 'Mixed dementia – more than one cause' },
      { entryId: 'what-is', agent: 2, title: 'Dementia' },
    ],
    words,
    (_agent, term) => common.has(term),
  );

  it('are those whose every name word it says, inflected or not', () => {
    expect(names.namedBy('What causes vascular dementia?', 2)).toEqual(new Set(['vascular']));
    expect(names.namedBy('Is mixed dementia worse than vascular dementias?', 2)).toEqual(new Set(['vascular', 'mixed']));
  });

  it('leave out a name made only of words common to the topic, and other assistants', () => {
    expect(names.namedBy('my dad has dementia', 2)).toEqual(new Set());
    expect(names.namedBy('What causes vascular dementia?', 1)).toEqual(new Set());
  });

  it('are found through the translations of the knowledge base too', () => {
    const index = loadKnowledgeIndex();
    expect(index.namedEntries('Šta uzrokuje vaskularnu demenciju?', 2).has('vascular-dementia')).toBe(true);
    expect(index.namedEntries('Šta uzrokuje vaskularnu demenciju?', 2).has('mixed-dementia')).toBe(false);
    expect(index.namedEntries('认知症とアルツハイマーって何が違うんですか？', 2).has('vascular-dementia')).toBe(false);
  });
});
