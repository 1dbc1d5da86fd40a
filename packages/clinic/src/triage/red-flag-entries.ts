import type { RedFlagCategory } from './red-flags';

/**
 * The knowledge entries that explain each red flag, the asked assistant's own first. When triage
 * finds one, its entry leads the answer after the urgent-care advice, whatever words the message
 * used: a patient who writes "the worst headache of my life" in any language reads about
 * thunderclap headache, not "I could not find information". A red flag of the other assistant's
 * field (a carer on the dementia agent describing a sudden severe headache) gets that entry too.
 */
export const RED_FLAG_ENTRIES: Record<RedFlagCategory, readonly string[]> = {
  thunderclap: ['thunderclap-headache'],
  'fever-stiff-neck': ['meningitis-fever-stiff-neck'],
  'neuro-deficit': ['stroke-signs-and-headache'],
  confusion: ['when-to-go-to-emergency-headache', 'delirium-vs-dementia'],
  'head-injury': ['headache-after-head-injury', 'fall-with-head-injury-older-adult'],
  'new-after-50': ['giant-cell-arteritis', 'new-headache-after-50'],
  pregnancy: ['headache-in-pregnancy'],
  'cancer-immune': ['headache-cancer-immunosuppression'],
  positional: ['positional-headache'],
  exertion: ['exertional-and-sexual-headache'],
  'visual-loss': ['vision-loss-painful-red-eye'],
  progressive: ['progressive-headache-pattern-change'],
  'sudden-confusion': ['delirium-vs-dementia'],
  fall: ['fall-with-head-injury-older-adult'],
  'self-harm': ['suicidal-thoughts-and-crisis-help', 'carer-crisis-and-suicidal-thoughts'],
  'missing-person': ['wandering-and-getting-lost'],
  papilloedema: ['idiopathic-intracranial-hypertension'],
  'child-warning': ['headache-warning-signs-in-children'],
  // No entry of the knowledge base is about choking or a heart attack: the alert is the answer.
  'medical-emergency': [],
};
