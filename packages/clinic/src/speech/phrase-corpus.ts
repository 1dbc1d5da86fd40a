/**
 * The product's own phrases, from which the offline recogniser's language model is built:
 * symptom descriptions, diary words and common questions to both assistants. Sentences are made
 * from templates so that the model knows the words and their usual order.
 */
const SUBJECTS = ['i have', 'i had', 'i get', 'i keep getting', 'my mother has', 'my father has', 'i think i have', 'i often get'];
const HEADACHES = ['a headache', 'a migraine', 'a bad headache', 'a severe headache', 'a throbbing headache', 'a mild headache', 'headaches', 'migraines', 'a tension headache', 'a cluster headache'];
const TIMES = ['today', 'this morning', 'every day', 'every week', 'at night', 'after work', 'since yesterday', 'for three days', 'twice a week', 'in the evening'];
const SYMPTOMS = ['nausea', 'light sensitivity', 'sound sensitivity', 'an aura', 'blurred vision', 'dizziness', 'neck pain', 'vomiting', 'a stiff neck', 'a fever'];
const LOCATIONS = ['on the left side', 'on the right side', 'behind my eyes', 'in my forehead', 'at the back of my head', 'on one side', 'on both sides', 'in my temples'];
const TRIGGERS = ['stress', 'sleep', 'coffee', 'caffeine', 'alcohol', 'red wine', 'chocolate', 'cheese', 'bright light', 'the weather', 'skipping meals', 'my period', 'screen time', 'dehydration'];
const MEDICINES = ['ibuprofen', 'paracetamol', 'aspirin', 'a triptan', 'sumatriptan', 'painkillers', 'magnesium', 'my medication'];
const QUESTIONS = [
  'what is a migraine', 'what causes migraines', 'what causes headaches', 'what is a tension headache', 'what is a cluster headache',
  'how can i prevent migraines', 'how can i stop a headache', 'when should i see a doctor', 'when should i go to the emergency room',
  'is it a migraine or a tension headache', 'what is medication overuse headache', 'how often can i take painkillers',
  'can the weather cause headaches', 'does stress cause migraines', 'does sleep help migraines', 'what helps a migraine',
  'what are the warning signs of dementia', 'what is dementia', 'what is alzheimers disease', 'is memory loss normal with age',
  'how is dementia diagnosed', 'what is the mini cog test', 'how can i help my mother with dementia', 'how can i reduce the risk of dementia',
  'my father forgets names', 'my mother is confused', 'my mother gets lost', 'how do i care for someone with dementia',
  'summarize my diary', 'how many headaches did i have this month', 'will i get a headache tomorrow', 'what type of headache do i have',
  'show my headache forecast', 'do i have migraine', 'how did i sleep this week',
];

function* combine(...parts: string[][]): Generator<string> {
  const [first, ...rest] = parts;
  if (!first) return yield '';
  for (const head of first) for (const tail of combine(...rest)) yield tail ? `${head} ${tail}` : head;
}

/** About two thousand lower-case sentences, without punctuation. */
export function buildPhraseCorpus(): string[] {
  const sentences = new Set<string>(QUESTIONS);
  for (const sentence of combine(SUBJECTS, HEADACHES, TIMES)) sentences.add(sentence);
  for (const sentence of combine(['i have', 'i had', 'with'], HEADACHES.slice(0, 5), ['with'], SYMPTOMS)) sentences.add(sentence);
  for (const sentence of combine(['the pain is', 'it hurts', 'i feel pain'], LOCATIONS)) sentences.add(sentence);
  for (const sentence of combine(['is', 'can'], TRIGGERS, ['a trigger', 'cause migraines', 'cause headaches'])) sentences.add(sentence);
  for (const sentence of combine(['i took', 'should i take', 'can i take', 'how often can i take'], MEDICINES)) sentences.add(sentence);
  for (const sentence of combine(['my headache started', 'my migraine started', 'the pain started'], TIMES)) sentences.add(sentence);
  for (const sentence of combine(['i slept', 'i only slept'], ['four hours', 'five hours', 'six hours', 'seven hours', 'eight hours'], ['last night', ''])) sentences.add(sentence.trim());
  for (const sentence of combine(['my stress level is', 'my headache is'], ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'], ['out of ten'])) sentences.add(sentence);
  return [...sentences].map((sentence) => sentence.replace(/\s+/g, ' ').trim()).filter(Boolean);
}
