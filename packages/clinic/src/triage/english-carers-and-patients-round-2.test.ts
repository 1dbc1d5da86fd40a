import { describe, expect, it } from 'vitest';
import { detectRedFlags, type RedFlagCategory } from './red-flags';

// Written for this test, apart from the evaluation sets, in session 25 (issue 32): red flags as
// English-speaking carers and patients write them (delirium with an infection, a fall on blood
// thinners, a stroke or a fit told without the word, a carer's veiled wish to die and the means
// at hand, a relative who wandered off; a thunderclap told by what happened, a rash that does not
// fade under a glass, swelling behind the eye, late pregnancy, a child's HeadSmart signs, giant
// cell arteritis) and harmless messages that hold a red-flag word: someone else's diagnosis, a
// question about a trigger, lost glasses, idioms, the distant past, a list of denials.
// Round A was written first and caught 23 of 26 red flags, with 7 alarms in 22 harmless messages;
// round B was written after round A was fixed and caught 10 of 14, with no alarm in 11.
type Case = [category: RedFlagCategory, agent: 1 | 2, message: string];

const ROUND_A_RED_FLAGS: Case[] = [
  [
    'sudden-confusion',
    2,
    'hi all, my husband (79, alzheimers) has been fine but yesterday he got a temperature and today he is picking at the air and talking to people who arent there. is this the dementia getting worse?',
  ],
  ['sudden-confusion', 2, 'Mum suddenly doesnt know where she is since this morning, she was ok last night. Nurse thinks maybe a water infection?'],
  ['head-injury', 2, 'dad slipped getting out of the bath and cracked his head on the tiles, he takes apixaban, he says hes fine but theres a lump'],
  ['fall', 2, 'my wife fell down the last three stairs about an hour ago and now she cant get up and is crying about her hip'],
  ['neuro-deficit', 2, 'grandma is talking gibberish all of a sudden and her smile looks lopsided, she has mixed dementia'],
  ['neuro-deficit', 2, 'he cant lift his right arm since lunch and his speech is slurred, usually he can chat fine'],
  ['neuro-deficit', 2, 'mum started shaking all over in her chair and wouldnt answer me for about two minutes, now shes really sleepy'],
  ['self-harm', 2, 'I look after my mum with dementia 24/7 and honestly some nights I think everyone would be better off if I just wasnt here any more'],
  ['self-harm', 2, 'i cant do this anymore. caring for him is destroying me and ive started looking up how many of his tablets it would take'],
  ['missing-person', 2, 'dad walked out the front door while i was in the shower, thats 40 minutes ago, we have driven round the estate and cant find him'],
  ['missing-person', 2, 'nan has wandered off from the care home, they rang me, she only has her slippers on and its freezing'],
  ['thunderclap', 1, 'went from no pain to the worst of my life in about a second while i was at the gym doing deadlifts'],
  ['thunderclap', 1, 'it felt like a gunshot inside my skull during sex, now an hour later still the worst headache ive ever had'],
  ['fever-stiff-neck', 1, 'my toddler has a high temperature and a rash of tiny red-purple spots that stay when i roll a glass over them'],
  ['fever-stiff-neck', 1, 'flatmate is burning up, bad head, hates the light and has blotches on his legs that dont fade'],
  ['papilloedema', 1, 'the eye doctor said the nerve at the back of my eye looks puffy and i need a scan. my headaches are worse lying down'],
  ['papilloedema', 1, 'when i bend over my vision goes grey for a few seconds, and the headaches have been daily for a month'],
  ['pregnancy', 1, 'im 35 weeks pregnant with a pounding headache, my feet and face are really puffy and im seeing flashing lights'],
  ['pregnancy', 1, 'had my baby 5 days ago and now have the worst headache and blurry vision, my ankles are huge'],
  ['head-injury', 1, 'walked into a low beam at work and hit my head hard, im on rivaroxaban for af and now i have a headache'],
  ['self-harm', 1, 'nine years of daily migraine and nothing works. i have been stockpiling my pills and i dont think i want to keep going'],
  ['self-harm', 1, 'the pain is so constant that i have started thinking about ending it'],
  ['child-warning', 1, 'my 6 year old has been sick every morning this week when he wakes up with a headache and he keeps bumping into things'],
  ['child-warning', 1, 'since the holidays my daughter (11) has headaches that wake her at night and her handwriting has got really messy'],
  ['new-after-50', 1, 'Im 67 and never get headaches but for 3 weeks my temple is tender and it hurts to chew'],
  ['visual-loss', 1, 'aged 74, new headaches on the side of my head, my jaw aches when i eat and my sight in one eye went misty this morning'],
];

const ROUND_A_HARMLESS: [1 | 2, string][] = [
  [1, 'a colleagues son had meningitis last year, should i worry about my headaches?'],
  [1, 'can laughing too hard trigger a migraine?'],
  [1, 'does running bring on migraines? i want to start couch to 5k'],
  [1, 'what are the warning signs of a stroke? i want to know just in case'],
  [2, 'mum lost her purse again, we searched the whole flat and it was in the fridge'],
  [2, 'dad keeps losing his keys, we have looked everywhere twice today'],
  [1, 'my boss is going to kill me if i call in sick again with a migraine'],
  [1, "i'm dying for a coffee but does caffeine help or hurt a migraine?"],
  [1, 'this heat is killing me, do hot days cause headaches?'],
  [1, 'I had a concussion playing rugby at school 20 years ago, could that be why i get migraines now?'],
  [1, 'no fever, no stiff neck, no rash, not the worst ever, it came on slowly like my normal migraines. what can i take?'],
  [1, 'my usual aura again, zigzags for 20 minutes then the headache, same as always. is it ok to take a triptan during the aura?'],
  [1, 'watching a drama where a character has a brain bleed and now i cant stop thinking about it'],
  [2, 'my mother in law had a stroke ten years ago and recovered well, does that raise her dementia risk?'],
  [2, 'dad went out to the shops this morning and came back with far too much bread, is that normal with dementia?'],
  [1, 'my neighbour had a brain tumour, are headaches ever a sign?'],
  [1, 'my son is 9 and gets migraines like me, what dose of ibuprofen can he have?'],
  [2, 'mum has been more forgetful over the past two years, how do we get her assessed?'],
  [1, 'i had a seizure once as a teenager, 25 years ago, never since. can i take topiramate for migraine?'],
];

const ROUND_B_RED_FLAGS: Case[] = [
  [
    'sudden-confusion',
    2,
    'my father in law has vascular dementia, normally he knows us all but since last night he keeps asking who i am and trying to climb out of bed',
  ],
  ['head-injury', 2, 'mum tripped on the rug and banged her forehead on the table, shes on warfarin and now shes being sick'],
  ['neuro-deficit', 2, 'dad suddenly cant hold his fork in his left hand and the left side of his face looks droopy'],
  ['self-harm', 2, 'i have been his carer for 6 years and last night i sat with all his sleeping tablets in front of me wondering if i should take them'],
  ['missing-person', 2, 'our mum has gone missing from her flat, neighbours havent seen her since this morning'],
  ['missing-person', 2, 'gran went for her walk at 2 and its now dark, shes not answering and we have checked the park'],
  ['thunderclap', 1, 'sudden explosion of pain at the back of my head while on the toilet, like nothing ive ever felt'],
  ['fever-stiff-neck', 1, 'teenage son: fever, vomiting, says his neck is really stiff and the light hurts his eyes'],
  ['papilloedema', 1, 'i keep getting a whooshing noise in my ears with my heartbeat and my vision blacks out for a second when i stand, headaches daily'],
  ['pregnancy', 1, '37 weeks and this headache wont shift with paracetamol, seeing sparkles and my hands are swollen'],
  ['child-warning', 1, 'my 5 year old keeps holding his head to one side and is sick most mornings with a headache'],
  ['self-harm', 1, 'i honestly want to die, the migraines have taken everything from me'],
  ['new-after-50', 1, 'I am 71 and have started getting headaches for the first time in my life over the last month'],
  ['neuro-deficit', 1, 'during my migraine the whole right side of my body went numb and i couldnt get my words out'],
];

const ROUND_B_HARMLESS: [1 | 2, string][] = [
  [1, 'a friend of mine has a brain tumour and im scared every headache is the same, how do i stop worrying?'],
  [1, 'my coworker had meningitis last month, can i catch it? i have a normal migraine today'],
  [2, 'a neighbour has just been diagnosed with leukaemia, is that linked to dementia at all?'],
  [1, 'can coughing a lot cause a headache? i have a chest infection'],
  [1, 'does exercise trigger migraines in some people?'],
  [2, 'we spent an hour looking for dads glasses, they were on his head the whole time haha'],
  [1, 'my kids are killing me today, and now the headache is starting, what can i take?'],
  [1, 'i fell off my bike as a kid and hit my head, could that cause migraines decades later?'],
  [1, 'no numbness, no weakness, speech is fine, just the usual one sided throb'],
  [2, 'dad went out to the allotment this morning and was back for lunch as usual'],
  [1, 'my sister had a stroke 12 years ago and fully recovered, does that make my migraines riskier?'],
];

/** Someone else's diagnosis is theirs; the writer's own, or one the writer was taken to, still counts. */
const OTHERS: [message: string, expected: RedFlagCategory[]][] = [
  ['My friend drove me to chemo today and now I have a bad headache', ['cancer-immune']],
  ['I have breast cancer and my colleague says my headaches are stress', ['cancer-immune']],
  ['my colleague has breast cancer and I get migraines, is it related to stress?', []],
  ["my neighbour's son had meningitis, can i catch it? i have a headache", []],
  ['my neighbour had meningitis last month and now I have a fever and a stiff neck', ['fever-stiff-neck']],
];

describe('red flags as English-speaking carers and patients write them, round 2', () => {
  it.each([...ROUND_A_RED_FLAGS, ...ROUND_B_RED_FLAGS])('finds %s (agent %i) in "%s"', (category, agent, message) => {
    expect(detectRedFlags(message, agent)).toContain(category);
  });
  it.each([...ROUND_A_HARMLESS, ...ROUND_B_HARMLESS])('raises no red flag (agent %i) for "%s"', (_agent, message) => {
    expect(detectRedFlags(message, 1)).toEqual([]);
    expect(detectRedFlags(message, 2)).toEqual([]);
  });
  it.each(OTHERS)('reads whose diagnosis it is in "%s"', (message, expected) => {
    expect(detectRedFlags(message, 1)).toEqual(expected);
  });
});
