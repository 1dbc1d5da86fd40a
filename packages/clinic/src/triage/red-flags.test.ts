import { describe, expect, it } from 'vitest';
import { detectRedFlags } from './red-flags';

describe('red-flag triage (SNNOOP10 and the dementia signs)', () => {
  it.each([
    ['The worst headache of my life came on in seconds', 'thunderclap'],
    ['sudden explosive pain at the back of my head', 'thunderclap'],
    ['I have a fever and a stiff neck with this headache', 'fever-stiff-neck'],
    ['my left arm went numb and my speech is slurred', 'neuro-deficit'],
    ['headache and I feel confused, can not think straight', 'confusion'],
    ['I hit my head yesterday and now a headache and vomiting', 'head-injury'],
    ["I'm 63 and this new headache started last month", 'new-after-50'],
    ['I am 58, pain in my jaw when chewing and headaches', 'new-after-50'],
    ['36 weeks pregnant with a severe headache and blurred vision', 'pregnancy'],
    ['I am on chemo for breast cancer and have a new headache', 'cancer-immune'],
    ['the headache is much worse when I stand up and goes away when I lie down', 'positional'],
    ['I get a headache every time I cough or strain', 'exertion'],
    ['I suddenly lost vision in one eye', 'visual-loss'],
    ['my headaches are getting worse every week for two months', 'progressive'],
  ])('flags "%s" as %s on the migraine agent', (message, category) => {
    expect(detectRedFlags(message, 1)).toContain(category);
  });

  it.each([
    ['mum suddenly became very confused today', 'sudden-confusion'],
    ['dad fell and hit his head on the floor', 'fall'],
    ['my husband had a fall last night', 'fall'],
  ])('flags "%s" as %s on the dementia agent', (message, category) => {
    expect(detectRedFlags(message, 2)).toContain(category);
  });

  it.each([
    ['my usual migraine, same as always, started this morning', 1],
    ['is coffee a trigger for migraine?', 1],
    ['I get a headache when I skip lunch', 1],
    ["I'm 52 and have had migraines since I was a teen, same pattern", 1],
    ['stiff neck from sleeping badly, mild headache, no fever', 1],
    ['headache but no numbness, no weakness and I did not hit my head', 1],
    ['which migraine medicines are safe while breastfeeding?', 1],
    ['my grandmother forgets names sometimes, is that normal ageing?', 2],
    ['how can we prevent falls at home for someone with dementia?', 2],
    ['dad gets confused in the evenings, is that sundowning?', 2],
    ['what is the best pizza in town?', 1],
  ] as const)('raises no alarm for "%s"', (message, agent) => {
    expect(detectRedFlags(message, agent)).toEqual([]);
  });
});
