import type { RedFlagCategory } from './red-flags';

/**
 * The knowledge entry that explains each red flag. When triage finds one, that entry leads the
 * answer after the urgent-care advice, whatever words the message used: a patient who writes
 * "the worst headache of my life" in any language reads about thunderclap headache, not "I could
 * not find information".
 */
export const RED_FLAG_ENTRIES: Record<RedFlagCategory, string> = {
  thunderclap: 'thunderclap-headache',
  'fever-stiff-neck': 'meningitis-fever-stiff-neck',
  'neuro-deficit': 'stroke-signs-and-headache',
  confusion: 'when-to-go-to-emergency-headache',
  'head-injury': 'headache-after-head-injury',
  'new-after-50': 'new-headache-after-50',
  pregnancy: 'headache-in-pregnancy',
  'cancer-immune': 'headache-cancer-immunosuppression',
  positional: 'positional-headache',
  exertion: 'exertional-and-sexual-headache',
  'visual-loss': 'vision-loss-painful-red-eye',
  progressive: 'progressive-headache-pattern-change',
  'sudden-confusion': 'delirium-vs-dementia',
  fall: 'fall-with-head-injury-older-adult',
};
