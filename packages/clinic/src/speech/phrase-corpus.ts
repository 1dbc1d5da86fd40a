/**
 * The product's own phrases, from which the offline recogniser's language model is built:
 * symptom descriptions, diary words and common questions to both assistants. Sentences are made
 * from templates so that the model knows the words and their usual order; the templates aim at the
 * way patients and carers talk (short spoken questions), not at any evaluation list.
 */
const SUBJECTS = [
  'i have',
  'i had',
  'i get',
  'i keep getting',
  'my mother has',
  'my father has',
  'i think i have',
  'i often get',
  'i woke up with',
  'i still have',
];
const HEADACHES = [
  'a headache',
  'a migraine',
  'a bad headache',
  'a severe headache',
  'a throbbing headache',
  'a mild headache',
  'headaches',
  'migraines',
  'a tension headache',
  'a cluster headache',
  'a pounding headache',
  'a terrible headache',
  'a migraine attack',
];
const TIMES = [
  'today',
  'this morning',
  'every day',
  'every week',
  'at night',
  'after work',
  'since yesterday',
  'for three days',
  'twice a week',
  'in the evening',
  'last night',
  'yesterday',
  'every morning',
  'all day',
  'for two days',
  'for a week',
  'at work',
  'every month',
  'again',
  'for two weeks',
  'for months',
  'before my period',
];
const SYMPTOMS = [
  'nausea',
  'light sensitivity',
  'sound sensitivity',
  'an aura',
  'blurred vision',
  'dizziness',
  'neck pain',
  'vomiting',
  'a stiff neck',
  'a fever',
  'double vision',
  'numbness',
];
const LOCATIONS = [
  'on the left side',
  'on the right side',
  'behind my eyes',
  'in my forehead',
  'at the back of my head',
  'on one side',
  'on both sides',
  'in my temples',
  'behind my left eye',
  'behind my right eye',
  'in my neck',
];
const PAIN_KINDS = [
  'sharp',
  'dull',
  'throbbing',
  'pounding',
  'stabbing',
  'pressing',
  'very bad',
  'mild',
  'severe',
  'getting worse',
  'getting better',
  'worse when i move',
  'worse in the morning',
  'worse when i lie down',
  'worse when i stand up',
  'worse when i cough',
  'better when i lie down',
  'my usual migraine',
];
const TRIGGERS = [
  'stress',
  'sleep',
  'coffee',
  'caffeine',
  'alcohol',
  'red wine',
  'chocolate',
  'cheese',
  'bright light',
  'the weather',
  'skipping meals',
  'my period',
  'screen time',
  'dehydration',
  'lack of sleep',
  'loud noise',
  'exercise',
  'hunger',
  'high blood pressure',
];
const MEDICINES = [
  'ibuprofen',
  'paracetamol',
  'aspirin',
  'a triptan',
  'sumatriptan',
  'painkillers',
  'magnesium',
  'my medication',
  'naproxen',
  'a painkiller',
  'my tablets',
  'my triptan',
];
/** Medicines by name, for "how much ... can i take" and "is ... safe". */
const MEDICINE_NAMES = ['ibuprofen', 'paracetamol', 'aspirin', 'sumatriptan', 'magnesium', 'naproxen'];
const FEELINGS = [
  'sick',
  'dizzy',
  'tired',
  'exhausted',
  'nauseous',
  'weak',
  'anxious',
  'stressed',
  'better',
  'worse',
  'much better',
  'a bit better',
  'fine',
  'awful',
];
const RELATIVES = ['my mother', 'my father', 'my husband', 'my wife', 'my grandmother', 'my grandfather', 'my mum', 'my dad'];
const MEMORY_SIGNS = [
  'forgets names',
  'is confused',
  'gets lost',
  'repeats the same question',
  'keeps asking the same question',
  'cannot sleep',
  'wanders at night',
  'is agitated',
  'does not recognise me',
  'sees things that are not there',
  'forgets to eat',
  'is very forgetful',
  'has memory problems',
  'has dementia',
  'has alzheimers disease',
  'fell today',
  'is getting worse',
  'is suddenly confused',
  'loses things',
  'gets angry',
  'is still driving',
];
const DOCTORS = ['a doctor', 'my doctor', 'a neurologist', 'a specialist'];
const WORRIES = ['my headaches', 'my migraines', 'my memory', 'my mother', 'my father'];
const CONDITIONS = [
  'migraines',
  'headaches',
  'a migraine',
  'a headache',
  'cluster headaches',
  'tension headaches',
  'nausea',
  'dizziness',
  'neck pain',
  'dementia',
  'memory loss',
  'alzheimers disease',
  'an aura',
  'insomnia',
];
const QUESTIONS = [
  'what is a migraine',
  'what causes migraines',
  'what causes headaches',
  'what is a tension headache',
  'what is a cluster headache',
  'how can i prevent migraines',
  'how can i stop a headache',
  'when should i see a doctor',
  'when should i go to the emergency room',
  'is it a migraine or a tension headache',
  'what is medication overuse headache',
  'how often can i take painkillers',
  'can the weather cause headaches',
  'does stress cause migraines',
  'does sleep help migraines',
  'what helps a migraine',
  'what are the warning signs of dementia',
  'what is dementia',
  'what is alzheimers disease',
  'is memory loss normal with age',
  'how is dementia diagnosed',
  'what is the mini cog test',
  'how can i help my mother with dementia',
  'how can i reduce the risk of dementia',
  'my father forgets names',
  'my mother is confused',
  'my mother gets lost',
  'how do i care for someone with dementia',
  'summarize my diary',
  'how many headaches did i have this month',
  'will i get a headache tomorrow',
  'what type of headache do i have',
  'show my headache forecast',
  'do i have migraine',
  'how did i sleep this week',
  // Migraine and headache, as patients ask.
  'what is an aura',
  'what is a migraine with aura',
  'how long does a migraine last',
  'how long will this headache last',
  'why do i get headaches',
  'why do i get migraines',
  'why do i wake up with a headache',
  'is my headache serious',
  'is this headache dangerous',
  'should i go to the hospital',
  'what is a thunderclap headache',
  'when is a headache an emergency',
  'what is chronic migraine',
  'are migraines hereditary',
  'can children get migraines',
  'what foods trigger migraines',
  'what are my triggers',
  'what triggers my migraines',
  'how much water should i drink',
  'how much coffee is too much',
  'can i exercise with a migraine',
  'what can i take for a migraine',
  'what can i take for a headache',
  'what is the best treatment for migraines',
  'when should i take my triptan',
  'is it safe to take ibuprofen every day',
  'how many days a month can i take painkillers',
  'what is a rebound headache',
  'do i need a brain scan',
  'can migraines cause a stroke',
  'what are the red flags for a headache',
  'what is a hangover headache',
  'how can i relax',
  'does yoga help migraines',
  'do i need preventive medicine',
  'what are the side effects of triptans',
  // Dementia and caring, as carers ask.
  'what are the early signs of dementia',
  'what are the stages of dementia',
  'how fast does dementia progress',
  'is dementia hereditary',
  'can dementia be prevented',
  'what is vascular dementia',
  'what is lewy body dementia',
  'what is mild cognitive impairment',
  'what is the difference between delirium and dementia',
  'what medicines are there for dementia',
  'how do i talk to someone with dementia',
  'where can i find support',
  'i am exhausted from caring',
  'how can i make the house safer',
  'is it normal to forget names',
  'is forgetting things normal',
  'what is sundowning',
  'can young people get dementia',
  'what memory tests are there',
  // The diary and the forecast.
  'show my diary',
  'open my diary',
  'add a diary entry',
  'what is my headache risk tomorrow',
  'how many migraines did i have this month',
  'how many headaches did i have this week',
  'how many days did i take painkillers this month',
  'how am i doing',
  'show my forecast for this week',
];

function* combine(...parts: string[][]): Generator<string> {
  const [first, ...rest] = parts;
  if (!first) return yield '';
  for (const head of first) for (const tail of combine(...rest)) yield tail ? `${head} ${tail}` : head;
}

/** Symptom and diary statements: what a patient says about today's headache, sleep and drinks. */
function* statements(): Generator<string> {
  yield* combine(SUBJECTS, HEADACHES, TIMES);
  yield* combine(['i have', 'i had', 'with'], HEADACHES.slice(0, 5), ['with', 'and'], SYMPTOMS);
  yield* combine(['the pain is', 'it hurts', 'i feel pain', 'the headache is', 'i feel pressure'], LOCATIONS);
  yield* combine(['the pain is', 'the headache is', 'it is'], PAIN_KINDS);
  yield* combine(['my'], ['head', 'neck', 'forehead', 'face', 'jaw', 'back'], ['hurts', 'is sore', 'is pounding', 'feels heavy']);
  yield* combine(['my'], ['eyes', 'temples', 'shoulders'], ['hurt', 'are sore']);
  yield* combine(['i feel', 'i felt', 'i am', 'i was'], FEELINGS, ['', 'today', 'this morning', 'at night', 'all day']);
  yield* combine(['my headache started', 'my migraine started', 'the pain started'], TIMES);
  yield* combine(
    ['i have been'],
    ['getting headaches', 'getting migraines', 'feeling sick', 'feeling dizzy', 'feeling tired', 'very stressed', 'sleeping badly', 'taking painkillers'],
    ['', 'for two weeks', 'for a month', 'lately', 'every day'],
  );
  yield* combine(
    ['my headaches', 'my migraines'],
    ['have been getting worse', 'are getting worse', 'are getting better', 'are more frequent'],
    ['', 'lately', 'this month'],
  );
  yield* combine(['i slept', 'i only slept'], ['four hours', 'five hours', 'six hours', 'seven hours', 'eight hours', 'badly', 'well'], ['last night', '']);
  yield* ['i could not sleep', 'i did not sleep well', 'i woke up at night', 'i woke up early', 'i went to bed late', 'i slept in'];
  yield* combine(
    ['my stress level is', 'my headache is', 'my pain is', 'my pain level is'],
    ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
    ['out of ten'],
  );
  yield* combine(
    ['i drank', 'i had'],
    ['two cups of coffee', 'a lot of coffee', 'too much coffee', 'a glass of wine', 'red wine', 'alcohol', 'a beer', 'enough water', 'no water'],
    ['', 'today', 'yesterday', 'last night', 'this morning'],
  );
  yield* combine(['i skipped', 'i did not eat', 'i forgot'], ['breakfast', 'lunch', 'dinner'], ['', 'today']);
  yield* combine(
    ['i have my period', 'my period started', 'i was at the computer all day', 'i was very stressed', 'it was very hot'],
    ['', 'today', 'yesterday'],
  );
}

/** Questions about medicines, triggers, doctors and conditions. */
function* questions(): Generator<string> {
  yield* QUESTIONS;
  yield* combine(['is', 'can'], TRIGGERS, ['a trigger', 'cause migraines', 'cause headaches']);
  yield* combine(['does', 'can'], TRIGGERS, ['trigger migraines', 'trigger a migraine', 'make my headache worse', 'help my headache']);
  yield* combine(['i took', 'should i take', 'can i take', 'how often can i take'], MEDICINES);
  yield* combine(['i took'], MEDICINES, ['this morning', 'last night', 'an hour ago', 'twice today', 'but it did not help', 'and it helped']);
  yield* combine(['how much'], MEDICINE_NAMES, ['can i take', 'is too much']);
  yield* combine(['is'], MEDICINE_NAMES, ['safe', 'safe every day', 'safe in pregnancy']);
  yield* combine(['does'], MEDICINE_NAMES, ['help', 'help with migraines', 'have side effects']);
  yield* combine(
    ['what causes', 'what helps with', 'how can i prevent', 'how can i treat', 'how do i stop', 'what is the treatment for', 'tell me about'],
    CONDITIONS,
  );
  yield* combine(['when should i', 'should i', 'do i need to'], ['see', 'call', 'talk to'], DOCTORS, ['', ...WORRIES.map((worry) => `about ${worry}`)]);
  yield* combine(['when should i', 'should i'], ['go to the hospital', 'go to the emergency room', 'call an ambulance']);
  yield* combine(['how can i help', 'how do i care for', 'how do i talk to', 'what can i do for'], RELATIVES, ['', 'with dementia']);
}

/** What carers say about a relative's memory and behaviour. */
function* carerReports(): Generator<string> {
  yield* combine([...RELATIVES, 'she', 'he'], MEMORY_SIGNS, ['', 'at night', 'in the evening', 'every day', 'since yesterday', 'sometimes']);
  yield* combine(
    ['she has been', 'he has been'],
    ['confused', 'forgetful', 'agitated', 'very tired', 'sleeping all day', 'awake all night'],
    ['', 'since yesterday', 'for weeks', 'lately'],
  );
  yield* combine(['his memory', 'her memory', 'my memory'], ['is getting worse', 'is bad', 'is not good', 'is fine']);
  yield* combine(['my father', 'my grandfather', 'my husband', 'my dad', 'he'], ['fell and hit his head', 'hit his head', 'forgets his medication']);
  yield* combine(['my mother', 'my grandmother', 'my wife', 'my mum', 'she'], ['fell and hit her head', 'hit her head', 'forgets her medication']);
  yield* combine(['is it dementia if', 'should i worry if'], RELATIVES, MEMORY_SIGNS);
}

/** Several thousand lower-case sentences, without punctuation. */
export function buildPhraseCorpus(): string[] {
  const sentences = new Set<string>();
  for (const family of [statements(), questions(), carerReports()]) {
    for (const sentence of family) sentences.add(sentence.replace(/\s+/g, ' ').trim());
  }
  sentences.delete('');
  return [...sentences];
}
