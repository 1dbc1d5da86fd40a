import { describe, expect, it } from 'vitest';
import { loadKnowledgeIndex } from '../knowledge/load-knowledge-index';
import { RED_FLAG_ENTRIES } from '../triage/red-flag-entries';
import { RED_FLAG_CATEGORIES } from '../triage/red-flags';
import { entriesForRedFlags } from './entries-for-red-flags';

const index = loadKnowledgeIndex();

describe('the entry that explains a red flag', () => {
  it('exists for every red-flag category', () => {
    for (const category of RED_FLAG_CATEGORIES) {
      for (const id of RED_FLAG_ENTRIES[category]) expect(index.get(id), `${category}: ${id}`).toBeDefined();
    }
  });

  it('leads the answer even when retrieval found nothing, and is not repeated', () => {
    expect(entriesForRedFlags(index, ['thunderclap'], [], 1).map((entry) => entry.id)).toEqual(['thunderclap-headache']);
    const caffeine = index.get('caffeine-and-headache');
    const thunderclap = index.get('thunderclap-headache');
    expect(caffeine && thunderclap).toBeTruthy();
    if (!caffeine || !thunderclap) return;
    expect(entriesForRedFlags(index, ['thunderclap'], [thunderclap, caffeine], 1).map((entry) => entry.id)).toEqual([
      'thunderclap-headache',
      'caffeine-and-headache',
    ]);
  });

  it("prefers the asked assistant's entry, and gives the other's when it has none", () => {
    expect(entriesForRedFlags(index, ['self-harm'], [], 1).map((entry) => entry.id)).toEqual(['suicidal-thoughts-and-crisis-help']);
    expect(entriesForRedFlags(index, ['self-harm'], [], 2).map((entry) => entry.id)).toEqual(['carer-crisis-and-suicidal-thoughts']);
    expect(entriesForRedFlags(index, ['thunderclap'], [], 2).map((entry) => entry.id)).toEqual(['thunderclap-headache']);
    expect(entriesForRedFlags(index, ['fall'], [], 1).map((entry) => entry.id)).toEqual(['fall-with-head-injury-older-adult']);
  });

  it('does not open a calm answer with an emergency entry when another relevant entry is there', () => {
    const meningitis = index.get('meningitis-fever-stiff-neck');
    const treatment = index.get('acute-treatment-overview');
    if (!meningitis || !treatment) throw new Error('entries missing');
    expect(entriesForRedFlags(index, [], [meningitis, treatment], 1).map((entry) => entry.id)).toEqual([
      'acute-treatment-overview',
      'meningitis-fever-stiff-neck',
    ]);
    expect(entriesForRedFlags(index, [], [meningitis], 1).map((entry) => entry.id)).toEqual(['meningitis-fever-stiff-neck']);
    expect(entriesForRedFlags(index, ['fever-stiff-neck'], [treatment], 1).map((entry) => entry.id)).toEqual([
      'meningitis-fever-stiff-neck',
      'acute-treatment-overview',
    ]);
  });

  it('opens a calm answer with the wandering guide: how to prevent it is everyday care, the missing person one paragraph', () => {
    const wandering = index.get('wandering-and-getting-lost');
    const communication = index.get('caregiving-communication-tips');
    if (!wandering || !communication) throw new Error('entries missing');
    expect(entriesForRedFlags(index, [], [wandering, communication], 2).map((entry) => entry.id)).toEqual([
      'wandering-and-getting-lost',
      'caregiving-communication-tips',
    ]);
  });
});
