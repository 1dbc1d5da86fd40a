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
  // A second set, written after the first had been fixed: 22 of its 27 were caught before the terms it asked for.
  ['thunderclap', 1, 'during a workout at the gym i got an instant blinding pain in the back of my head, felt like a gunshot, i had to lie on the floor'],
  ['thunderclap', 2, 'My husband with dementia suddenly grabbed his head screaming, says its the worst pain he has ever had, it came on in a second'],
  ['fever-stiff-neck', 1, 'flatmate is burning up, 39.8, says his neck is so stiff he cant look down, and light kills his eyes. do we just give him lemsip?'],
  ['fever-stiff-neck', 2, 'Dad (dementia) has a fever of 39 and a really stiff neck, and he is moaning about his head'],
  ['neuro-deficit', 1, 'half my face feels numb and my smile is lopsided in the mirror, plus the headache. started 20 minutes ago'],
  ['neuro-deficit', 1, 'migraine again but this time my left leg wont work properly, I keep dragging it'],
  ['sudden-confusion', 2, 'my wife has mild alzheimers but overnight she became really muddled, seeing people in the room who arent there and very sleepy'],
  [
    'sudden-confusion',
    2,
    'Since yesterday evening Gran has been rambling and doesnt know what year it is, normally she is fine with that. She has a water infection I think',
  ],
  ['fall', 2, 'found mum on the kitchen floor this morning, she must have fallen in the night, she has dementia and is 86'],
  ['head-injury', 1, 'my son got a football smashed into his head at training, he was knocked out for a few seconds and now has a bad headache'],
  ['visual-loss', 1, 'half an hour ago a black curtain came down over my right eye for a few minutes, I am 69 and my temples have been sore'],
  ['papilloedema', 1, 'the eye doctor said my optic nerves look swollen and I need to be seen today. I get whooshing in my ears too'],
  ['positional', 1, 'ever since the lumbar puncture on monday I can only stand for a few minutes before my head is pounding, lying down fixes it'],
  ['exertion', 1, 'whenever I strain on the toilet I get an explosive pain at the back of my head for a minute or two'],
  ['exertion', 1, 'I get a horrible headache during sex, right at the climax, it has happened three times now'],
  ['progressive', 1, 'my headaches are worse every week and now they wake me up, they never used to'],
  ['progressive', 2, 'Dad keeps holding his head and says it hurts more and more each week, it has been going on since the summer'],
  ['pregnancy', 1, 'I had my baby 5 days ago and now have a splitting headache and spots in my vision'],
  ['cancer-immune', 1, 'I am HIV positive and have had a new constant headache with some fever for a week'],
  ['self-harm', 1, 'the pain never stops and honestly I have been thinking it would be a relief to just not be here any more'],
  ['self-harm', 2, 'I am exhausted looking after dad. I have started thinking about how many of his tablets it would take for me'],
  ['self-harm', 1, 'sometimes I think about driving my car into a wall on the motorway so the migraines finally stop'],
  ['missing-person', 2, 'Mum went out for her usual walk at 3 and it is now 7 and dark. We have been round all her usual places'],
  ['missing-person', 2, 'Uncle Bill (Alzheimers) was not in his room at the care home at lunch and nobody knows where he has gone'],
  ['child-warning', 1, 'my 5 year old has had headaches for a few weeks that wake him up, and he has started walking like he is drunk'],
  ['child-warning', 1, 'our daughter (8) keeps throwing up first thing in the morning and complains of her head, and she has gone cross eyed'],
  ['neuro-deficit', 1, 'she had a fit in the kitchen and now says her head is pounding'],
  ['confusion', 1, 'Dad has been a bit confused for years with his dementia, but since this morning he is very drowsy and hard to wake'],
];

const EVERYDAY: [1 | 2, string][] = [
  [1, 'Mum gets more confused in the evenings, it has been like that for a year. Any tips for the evenings?'],
  // The seizure term "grand mal" of the English and German lexicons must not reach across "grand-père a mal".
  [2, "Mon grand-père a mal à la tête depuis ce matin, comme d'habitude quand il ne boit pas assez. Que faire ?"],
  // "Fit" of the English second net is a seizure only as one had: not a coughing fit, keeping fit or what fits.
  [1, 'Do the diary categories fit chronic migraine? I have 16 headache days a month.'],
  [1, 'Coughing fit yesterday from a cold, no headache though. Can a cold set off a migraine later?'],
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
