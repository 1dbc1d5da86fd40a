import { z } from 'zod';
import { ChatLanguageSchema } from '@cephalo/shared/chat-languages';

/**
 * The concepts of the multilingual lexicon (packages/clinic/lexicon/<Language>.yaml): red-flag
 * symptoms and context (combined by the rules in triage/lexicon-red-flags.ts) and chat intents.
 * docs/decisions/009-multilingual-assistant.md describes how a term is written and matched.
 * Each says whether it names a symptom or condition (true) or a qualifier, context or intent.
 */
const IS_SYMPTOM_CONCEPT = {
  head_pain: true,
  worst_ever: false,
  instant_onset: false,
  sudden_onset: false,
  thunderclap: false,
  thunderclap_name: false,
  severe: false,
  fever: true,
  stiff_neck: true,
  meningitis: true,
  rash: true,
  nonblanching_rash: false,
  numb_weak: true,
  body_side: false,
  face_droop: true,
  speech_trouble: true,
  // Searching for words is how dementia often begins, and a stroke's aphasia when it is sudden:
  // it counts only with a sign of now, and not "now and then" (see lexicon-red-flags.ts).
  word_finding: true,
  now_and_then: false,
  // A blood thinner taken now (NICE NG232: a head injury on anticoagulants needs a scan at once).
  anticoagulant: false,
  // The same attack again ("the third time", "every time"): an exertional headache that keeps
  // recurring is the primary one of ICHD-3 4.2 and 4.3, not a first thunderclap.
  recurrent: false,
  seizure: true,
  double_vision: true,
  fainted: true,
  balance_loss: true,
  confusion: true,
  head_injury: true,
  new_onset: false,
  jaw_scalp: true,
  long_standing: false,
  pregnant: true,
  pregnancy_warning: false,
  cancer_immune: true,
  positional: false,
  exertion_trigger: false,
  vision_loss: true,
  progressive: false,
  acute_time: false,
  hallucination: true,
  doesnt_recognise: true,
  fall: false,
  self_harm: true,
  // Means at hand ("I bought a rope", "collected his pills in a box") and veiled thoughts ("I'm
  // thinking about when", "how many it would take"): each alone is everyday talk, together a plan.
  self_harm_means: false,
  self_harm_thought: false,
  missing_person: false,
  // A person missing told without the word (Alzheimer's Society, "If a person with dementia goes
  // missing"): went out, has been looked for, is not back. Two of the three make the red flag.
  went_out: false,
  searched_for: false,
  not_back: false,
  child: false,
  child_warning: true,
  papilloedema: true,
  vision_dimming: true,
  // Raised intracranial pressure told without the word: a whooshing in the ears in time with the
  // heartbeat, or a medicine known to raise it (tetracyclines, isotretinoin); with a visual sign
  // and a headache it is papilloedema's same-day referral.
  pressure_clue: true,
  // Headache and vomiting on waking, a new daily pattern that eases once up: raised pressure.
  on_waking: false,
  /** Choking, blue lips, breathing stopped, chest pain spreading to the arm: an emergency whatever the subject (NHS, when to call 999). */
  medical_emergency: true,
  vomiting: true,
  distant_past: false,
  // A supposed case ("if he ever wanders off", "asking in advance"): what follows it in its sentence is not happening now.
  hypothetical: false,
  // A question about a film, a series, a book, a crossword or a word's translation: not the writer's own health.
  media_question: false,
  // A figure of speech that holds a red-flag word ("I'll kill myself laughing", "笑死我了").
  figure_of_speech: false,
  greeting: false,
  thanks: false,
  forecast_request: false,
  my_diary: false,
  diagnose_me: false,
} as const satisfies Record<string, boolean>;
export type LexiconConcept = keyof typeof IS_SYMPTOM_CONCEPT;
/** In the order in which the concept matcher takes their terms. */
export const LEXICON_CONCEPTS = Object.keys(IS_SYMPTOM_CONCEPT) as readonly LexiconConcept[];
/**
 * The concepts that frame a message rather than name anything of the assistant's subjects (a film,
 * a supposed case, a figure of speech, "now and then"): their words are not fed to the topic check
 * as on-topic words (knowledge/load-knowledge-index.ts), where "film" or "crossword" would make a
 * question about a film look like one about headaches.
 */
export const FRAMING_CONCEPTS: ReadonlySet<LexiconConcept> = new Set([
  'media_question',
  'hypothetical',
  'figure_of_speech',
  'now_and_then',
  // Everyday words that only together tell of a missing person ("went to the shop", "we looked everywhere").
  'went_out',
  'searched_for',
  'not_back',
]);
/** The concepts that name a symptom or condition: a message with one is never taken for everyday talk. */
export const SYMPTOM_CONCEPTS: readonly LexiconConcept[] = LEXICON_CONCEPTS.filter((concept) => IS_SYMPTOM_CONCEPT[concept]);

const Terms = z.array(z.union([z.string(), z.number()]).transform(String)).default([]);
const ConceptTerms = z.array(z.union([z.string(), z.number()]).transform(String)).min(1);

export const LexiconSchema = z.object({
  language: ChatLanguageSchema,
  sources: z
    .array(z.object({ title: z.string().min(3), url: z.url().startsWith('https://', 'source url must use https') }))
    .min(1, 'a lexicon names its public sources'),
  negation_before: Terms,
  negation_after: Terms,
  age_before: Terms,
  age_after: Terms,
  // Words right after a small number that make it a length of time, a count or a dose, not a
  // child's age ("I am 12 weeks pregnant", "imam 3 dana glavobolju", Hungarian "3 éve" = for 3 years).
  not_age_after: Terms,
  // Words just before or just after a distant-past cue that make it the start of something still
  // going on: "since last year", "od prošle godine", Hungarian "tavaly óta", "去年から".
  ongoing_before: Terms,
  ongoing_after: Terms,
  // Words of the present ("now", "sada", "现在"): a sentence that holds one speaks of now, even
  // beside "years ago" ("as a child I had migraines, now I have a fever and a stiff neck").
  now_cues: Terms,
  // People outside the writer's care (a neighbour, a colleague, a friend): a diagnosis named in
  // their clause is theirs ("my neighbour had meningitis", "a colleague has breast cancer"), not
  // the writer's or the cared-for relative's. Only OTHERS_CONDITIONS are read so (concept-matcher.ts).
  others: Terms,
  // The relatives a carer may look after (a mother, a husband, an aunt, a grandfather): a diagnosis
  // named in their clause is theirs only beside a headache that is the writer's own ("my aunt has
  // breast cancer, can stress give me migraines?"); beside theirs it is the red flag a carer brings.
  relatives: Terms,
  // Every concept must have terms in every language: a missing list would silently lose a red flag.
  concepts: z.object(Object.fromEntries(LEXICON_CONCEPTS.map((concept) => [concept, ConceptTerms])) as unknown as Record<LexiconConcept, typeof ConceptTerms>),
});
export type Lexicon = z.infer<typeof LexiconSchema>;
