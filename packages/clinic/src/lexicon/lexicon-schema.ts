import { z } from 'zod';
import { ChatLanguageSchema } from '@cephalo/shared/chat-languages';

/**
 * The concepts of the multilingual lexicon (packages/clinic/lexicon/<Language>.yaml): red-flag
 * symptoms and context (combined by the rules in triage/lexicon-red-flags.ts) and chat intents.
 * docs/decisions/009-multilingual-assistant.md describes how a term is written and matched.
 */
export const LEXICON_CONCEPTS = [
  'head_pain',
  'worst_ever',
  'instant_onset',
  'sudden_onset',
  'thunderclap',
  'thunderclap_name',
  'severe',
  'fever',
  'stiff_neck',
  'meningitis',
  'rash',
  'nonblanching_rash',
  'numb_weak',
  'body_side',
  'face_droop',
  'speech_trouble',
  'seizure',
  'double_vision',
  'fainted',
  'balance_loss',
  'confusion',
  'head_injury',
  'new_onset',
  'jaw_scalp',
  'long_standing',
  'pregnant',
  'pregnancy_warning',
  'cancer_immune',
  'positional',
  'exertion_trigger',
  'vision_loss',
  'progressive',
  'acute_time',
  'hallucination',
  'doesnt_recognise',
  'fall',
  'self_harm',
  'missing_person',
  'child',
  'child_warning',
  'papilloedema',
  'vision_dimming',
  'distant_past',
  'greeting',
  'thanks',
  'forecast_request',
  'my_diary',
  'diagnose_me',
] as const;
export type LexiconConcept = (typeof LEXICON_CONCEPTS)[number];

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
  // Every concept must have terms in every language: a missing list would silently lose a red flag.
  concepts: z.object(Object.fromEntries(LEXICON_CONCEPTS.map((concept) => [concept, ConceptTerms])) as unknown as Record<LexiconConcept, typeof ConceptTerms>),
});
export type Lexicon = z.infer<typeof LexiconSchema>;
