import { describe, expect, it } from 'vitest';
import { detectRedFlags } from './red-flags';

// Written for this test, apart from the evaluation sets: carers tell of a relative with dementia
// missing now by what happened, not by the word (issue 32). Two of going out, a search and not
// being back make the red flag; one alone is everyday talk.
const MISSING_NOW = [
  'Dad has dementia. He went out to get a paper at ten and we have looked everywhere, the park, the newsagent. What do we do?',
  'mum slipped out the back door while I was on the phone, its been an hour and she is not back, shes only got a cardigan on',
  'We have driven round the estate twice and asked the neighbours. Grandma has not come home since lunch and her phone is on the table.',
  'Mama hat Demenz, sie ist aus dem Haus und wir haben im Park gesucht. Es wird dunkel.',
  'moj otac ima demenciju, izasao iz kuce u 9, trazili smo kod prodavnice i crkve',
  'Папа с деменцией ушёл из дома утром, мы искали везде во дворе.',
  '奶奶有痴呆，早上出门了，小区里都找过了，天快黑了',
];

const EVERYDAY = [
  'Mum went to the shop this morning and came back tired, is that the dementia?',
  'I searched everywhere online for a good neurologist near Leeds. Any tips?',
  'She went out for a walk and felt better afterwards. Does walking help migraine?',
  'Dad is back from his walk and is asking the same questions again. How do I answer?',
];

describe('a person with dementia missing, told without the word', () => {
  for (const message of MISSING_NOW) {
    it(`flags "${message.slice(0, 50)}" on both agents`, () => {
      expect(detectRedFlags(message, 2)).toContain('missing-person');
      expect(detectRedFlags(message, 1)).toContain('missing-person');
    });
  }
  for (const message of EVERYDAY) {
    it(`leaves everyday talk alone: "${message.slice(0, 50)}"`, () => {
      expect(detectRedFlags(message, 2)).not.toContain('missing-person');
      expect(detectRedFlags(message, 1)).not.toContain('missing-person');
    });
  }
});
