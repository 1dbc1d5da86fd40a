import { describe, expect, it } from 'vitest';
import { loadKnowledgeIndex } from '../knowledge/load-knowledge-index';
import { defaultConceptMatcher } from '../lexicon/default-concept-matcher';
import { prepareQuestion } from './prepare-question';

const index = loadKnowledgeIndex();
const prepare = (message: string, agent: 1 | 2, language = 'English') => {
  const prepared = prepareQuestion({ index, concepts: defaultConceptMatcher(), message, agent, language });
  return { redFlags: prepared.redFlags, ids: prepared.entries.map((entry) => entry.id) };
};

describe('a question asked in the light of the distant past', () => {
  it('is answered about what the past tells when that is an everyday matter, without an alarm', () => {
    const english = prepare(
      'Two years ago grandpa walked off at night in his pyjamas and the police found him at the station. Not since, but he is moving in with us. What can we do to prevent it?',
      2,
    );
    expect(english).toEqual({ redFlags: [], ids: expect.arrayContaining(['wandering-and-getting-lost']) as string[] });
    expect(english.ids[0]).toBe('wandering-and-getting-lost');
    const croatian = prepare(
      'Prije dvije godine je otac jednom otišao noću od kuće i policija ga je našla na stanici. Od tada ništa, ali sada dolazi živjeti kod nas. Kako to spriječiti?',
      2,
      'Croatian',
    );
    expect(croatian.redFlags).toEqual([]);
    expect(croatian.ids[0]).toBe('wandering-and-getting-lost');
  });

  it('leaves out a past that tells of a red flag, and what stands near it', () => {
    const stroke = prepare('My grandmother had a stroke ten years ago. What helps with migraine?', 1);
    expect(stroke.redFlags).toEqual([]);
    expect(stroke.ids).not.toContain('stroke-signs-and-headache');
    expect(stroke.ids).not.toContain('migraine-aura-stroke-risk-contraception');
    const concussion = prepare('I had a concussion ten years ago, all fine since. Can I take triptans for my migraine?', 1);
    expect(concussion).toEqual({ redFlags: [], ids: ['triptans'] });
  });
});
