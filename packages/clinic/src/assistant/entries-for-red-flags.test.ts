import { describe, expect, it } from 'vitest';
import { loadKnowledgeIndex } from '../knowledge/load-knowledge-index';
import { RED_FLAG_ENTRIES } from '../triage/red-flag-entries';
import { RED_FLAG_CATEGORIES } from '../triage/red-flags';
import { entriesForRedFlags } from './entries-for-red-flags';

const index = loadKnowledgeIndex();

describe('the entry that explains a red flag', () => {
  it('exists for every red-flag category', () => {
    for (const category of RED_FLAG_CATEGORIES) expect(index.get(RED_FLAG_ENTRIES[category]), category).toBeDefined();
  });

  it('leads the answer even when retrieval found nothing, and is not repeated', () => {
    expect(entriesForRedFlags(index, ['thunderclap'], [], 1).map((entry) => entry.id)).toEqual(['thunderclap-headache']);
    const caffeine = index.get('caffeine-and-headache');
    const thunderclap = index.get('thunderclap-headache');
    expect(caffeine && thunderclap).toBeTruthy();
    if (!caffeine || !thunderclap) return;
    expect(entriesForRedFlags(index, ['thunderclap'], [thunderclap, caffeine], 1).map((entry) => entry.id)).toEqual(['thunderclap-headache', 'caffeine-and-headache']);
  });

  it('keeps to the asked assistant', () => {
    expect(entriesForRedFlags(index, ['fall'], [], 1)).toEqual([]);
    expect(entriesForRedFlags(index, ['fall'], [], 2).map((entry) => entry.id)).toEqual(['fall-with-head-injury-older-adult']);
  });
});
