import type { AgentId } from '@cephalo/shared/agents';
import type { ConceptFindings } from '../lexicon/concept-matcher';
import { defaultConceptMatcher } from '../lexicon/default-concept-matcher';

/**
 * What a chat message asks for, before any retrieval. The migraine agent also answers from the
 * patient's own diary: a summary of it, the five-day forecast, and an ICHD-3 assessment.
 */
export type Intent = 'greeting' | 'thanks' | 'question' | 'diary-summary' | 'forecast' | 'diagnosis';
export const DIARY_INTENTS: readonly Intent[] = ['diary-summary', 'forecast', 'diagnosis'];

const GREETING = /^\s*(hi|hello|hey|good (morning|afternoon|evening)|hallo|hola|bonjour|ciao|zdravo|cao|ćao)[\s!.,]*$/i;
const THANKS = /^\s*(thanks?( you)?( so much| a lot)?|thank you|cheers|ok(ay)? thanks?|great,? thanks?|hvala|danke|merci|gracias|grazie)[\s!.,]*$/i;
// First person is required: "how many headache days is too many?" is a general question.
const DIARY_SUMMARY = /\b(my (diary|entries|log|headache (diary|log|days|history)|migraine (diary|log|days|history))|summar(y|ise|ize) my|how many (headaches?|migraines?|headache days|migraine days|days)( did| have)? i (had|have|get|got|log)|how (often|many times) (did|have) i (have|get|had|take)|my (headaches?|migraines?) (this|last|in the past|over the past) (week|month|30 days)|how (am i|have i been) doing)\b/i;
const FORECAST = /\b(forecast|predict(ion|ed)?|will i (get|have) (a )?(headache|migraine)|(chance|risk|odds) of (a |getting a )?(headache|migraine) (tomorrow|this week|in the next)|headache (risk )?(for )?tomorrow|next (five|5|few) days)\b/i;
const DIAGNOSIS = /\b(diagnos(e|is) (me|my)|what (type|kind|sort) of (headache|migraine)s? (do|have) i|do i have (migraine|tension|chronic)|is (it|mine|this) (a )?(migraine|tension[- ]type)|which (headache|migraine) do i have|assess my (headaches?|diary|migraines?)|(ichd|criteria).{0,20}\bmy\b|does my diary (meet|fit|match))\b/i;

/** A greeting or a thanks is a short message of only that (in any chat language). */
const MAX_COURTESY_WORDS = 4;

export function routeIntent(message: string, agent: AgentId = 1, findings: ConceptFindings = defaultConceptMatcher().find(message)): Intent {
  const has = (concept: 'greeting' | 'thanks' | 'diagnose_me' | 'forecast_request' | 'my_diary') => findings.concepts.has(concept);
  const isCourtesyOnly = findings.wordCount <= MAX_COURTESY_WORDS && [...findings.concepts.keys()].every((concept) => concept === 'greeting' || concept === 'thanks');
  if (GREETING.test(message) || (isCourtesyOnly && has('greeting') && !has('thanks'))) return 'greeting';
  if (THANKS.test(message) || (isCourtesyOnly && has('thanks'))) return 'thanks';
  if (agent === 1) {
    if (DIAGNOSIS.test(message) || has('diagnose_me')) return 'diagnosis';
    if (FORECAST.test(message) || has('forecast_request')) return 'forecast';
    if (DIARY_SUMMARY.test(message) || has('my_diary')) return 'diary-summary';
  }
  return 'question';
}
