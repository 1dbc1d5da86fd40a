import { describe, expect, it } from 'vitest';
import { detectRedFlags, type RedFlagCategory } from './red-flags';

// Written for this test, apart from the evaluation sets: red flags as English-speaking patients and
// carers write them in a forum or a text, one or more for each category (issue 32). English caught
// the fewest of the held-out red flags; these phrasings were missed before this set was written.
const RED_FLAGS: [RedFlagCategory, 1 | 2, string][] = [
  [
    'thunderclap',
    1,
    'was lifting a box and bam, pain at the back of my head like someone swung a bat. 10 seconds and it was the worst ever. now 2 hours later still pounding',
  ],
  ['thunderclap', 1, 'honestly felt like my head split open while i was on the loo, straight to 10/10, never had anything like it'],
  ['fever-stiff-neck', 1, 'my son is 19 at uni, texted he has a banging head, temp 39.4 and cant put his chin on his chest. he says light hurts'],
  ['fever-stiff-neck', 1, 'high temp, headache, and these little purple dots on her tummy that dont go when I press a glass on them'],
  ['neuro-deficit', 1, 'my migraine aura is normally zigzags but today my right hand went floppy and i couldnt hold my cup, and my words came out wrong'],
  ['neuro-deficit', 2, 'dad (dementia) at lunch his mouth was drooping on one side and his arm just dropped, now seems ok'],
  [
    'sudden-confusion',
    2,
    'Mum has Alzheimers but since Tuesday she is a totally different person, doesnt know its her house, up all night shouting, then sleeps all day and wont drink. wee smells strong. GP cant see her till next week',
  ],
  ['sudden-confusion', 2, 'grandad went from chatting normally at breakfast to not knowing who I am by teatime. he is 88 with vascular dementia'],
  ['fall', 2, 'nan took a tumble in the bathroom last night, shes 84 with dementia, cant put weight on her leg'],
  ['head-injury', 1, 'smacked my head on the kitchen cupboard door really hard an hour ago, now feel sick and a bit woozy, on warfarin'],
  ['visual-loss', 1, 'im 72, sore scalp when I brush my hair, and this morning my left eye went black for a minute like a blind coming down'],
  [
    'papilloedema',
    1,
    'optician found swollen discs at the back of both eyes and sent me to A&E, i have had headaches for months and my sight greys out when I stand up',
  ],
  ['positional', 1, 'since my epidural last week the headache is horrendous when I sit up and goes almost completely when I lie flat'],
  ['positional', 1, 'headache every morning for 2 weeks, it wakes me and I throw up, then eases after I have been up a while. Never had this before'],
  ['exertion', 1, 'every time I have a good cough I get this stabbing pain at the back of my head that lasts a minute. been going on for weeks, I am 55'],
  [
    'progressive',
    1,
    'used to get a headache maybe once a month, since the summer its nearly every other day and stronger each time, paracetamol does nothing. i am 41',
  ],
  ['progressive', 1, 'my headaches have been ramping up for two months, now daily and worse than ever'],
  ['pregnancy', 1, '34 weeks pregnant, thumping headache that wont shift with paracetamol and my vision has gone blurry, feet and face really puffy'],
  ['cancer-immune', 1, 'had breast cancer treatment 3 years ago, now a new headache for 2 weeks thats different to anything before'],
  [
    'self-harm',
    1,
    'ive had migraine nearly every day for a year, lost my job, and tbh some nights I think everyone would cope fine if I just wasnt here. anyway is there a new injection',
  ],
  [
    'self-harm',
    2,
    'caring for my wife 8 years. last night I sat in the car in the garage for a long time thinking it would be easy to just leave the engine on. what respite is there',
  ],
  ['self-harm', 1, 'i am so done. been saving my sumatriptan and my amitriptyline for weeks. not sure why im typing this'],
  [
    'missing-person',
    2,
    'my mother in law who has dementia left the care home this afternoon, staff have searched the grounds and she is nowhere, its freezing',
  ],
  [
    'missing-person',
    2,
    'Dad took the bus into town on his own at 11, he has Alzheimers, should have been back by 2, its 5 now and his phone goes straight to voicemail',
  ],
  [
    'child-warning',
    1,
    'my 7 year old keeps waking in the night crying about his head and is sick before breakfast most days, and his teacher says he keeps bumping into things',
  ],
  ['child-warning', 1, 'my daughter is 10, headaches for a month and now her eyes look like they are turning in and she tilts her head to watch tv'],
];

const EVERYDAY: [1 | 2, string][] = [
  [2, 'Mum went into town on the bus this morning and came back happy. Is routine good for dementia?'],
  [1, "I'm saving my triptans for the bad days. Is that the right way to use them?"],
  [1, 'Since Monday I have my usual migraine, same as always, on the left. What helps the nausea?'],
  [1, '50 mg of sumatriptan twice a day, is that too much?'],
  [2, 'Dad gets up every morning at five and wants to go to work. How do I answer him?'],
];

describe('red flags as English-speaking patients and carers write them', () => {
  for (const [category, agent, message] of RED_FLAGS) {
    it(`finds ${category} in "${message.slice(0, 50)}"`, () => {
      expect(detectRedFlags(message, agent)).toContain(category);
    });
  }
  for (const [agent, message] of EVERYDAY) {
    it(`raises no red flag for "${message.slice(0, 50)}"`, () => {
      expect(detectRedFlags(message, agent)).toEqual([]);
    });
  }
});
