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
// Diary summaries, forecasts and assessments answer only questions about the patient's OWN diary
// or pattern (issue 32): a first-person reference to one's diary, attacks or data, or an explicit
// request to summarise, forecast or assess oneself. "How many days a month can I take
// sumatriptan?", "what are the criteria for migraine?", "is this tension-type headache?" and
// a weather forecast are general questions, answered from the knowledge base.
const DIARY_SUMMARY =
  /\b(my (headache |migraine )?(diary|entries|logs?|data|stats)|(summar(y|ise|ize)|sum up|overview|review) (of )?my|how many (headaches?|migraines?|attacks?|(headache |migraine )?days|times)( did| have)? i (had|have|get|got|log)|how (often|many times) (did|have) i (have|get|had|take|log)|my (headaches?|migraines?|attacks?) (this|last|in the past|over the past) (week|month|30 days)|how (am i|have i been) doing|(based on|according to|from|in) my diary)\b/i;
const FORECAST =
  /\b(my (headache |migraine )?forecast|(headache|migraine) forecast|forecast (for )?(me|my)|predict (my|when i|if i|whether i)|will i (get|have) (a )?(headache|migraine)|(am i|i'?m) going to (get|have) (a )?(headache|migraine)|my (chances?|risk|odds) of (a |getting a )?(headache|migraine)|my next (headache|migraine|attack))\b/i;
const DIAGNOSIS =
  /\b(diagnos(e|is) (me|my)|what (type|kind|sort) of (headache|migraine)s? (do|have) i|(which|what) (headache|migraine)s? (do|have) i (have|got)|do i (really )?have (a )?(migraines?|tension|chronic)|(is|are) (mine|my (headaches?|migraines?)) (a )?(migraines?|tension[- ]type)|assess my (headaches?|diary|migraines?|entries|attacks)|(ichd|criteria).{0,20}\bmy (diary|headaches?|migraines?|attacks|entries)\b|does my diary (meet|fit|match)|do i (meet|fit) the criteria)\b/i;

/** A greeting or a thanks is a short message of only that (in any chat language). */
const MAX_COURTESY_WORDS = 4;

export function routeIntent(message: string, agent: AgentId = 1, findings: ConceptFindings = defaultConceptMatcher().find(message)): Intent {
  const has = (concept: 'greeting' | 'thanks' | 'diagnose_me' | 'forecast_request' | 'my_diary') => findings.concepts.has(concept);
  const isCourtesyOnly =
    findings.wordCount <= MAX_COURTESY_WORDS && [...findings.concepts.keys()].every((concept) => concept === 'greeting' || concept === 'thanks');
  if (GREETING.test(message) || (isCourtesyOnly && has('greeting') && !has('thanks'))) return 'greeting';
  if (THANKS.test(message) || (isCourtesyOnly && has('thanks'))) return 'thanks';
  if (agent === 1) {
    // A question in the future tense is a forecast even where it also reads as "do I have migraine"
    // (Bulgarian "Ще имам ли мигрена утре?").
    if (FORECAST.test(message) || has('forecast_request')) return 'forecast';
    if (DIAGNOSIS.test(message) || has('diagnose_me')) return 'diagnosis';
    if (DIARY_SUMMARY.test(message) || has('my_diary')) return 'diary-summary';
  }
  return 'question';
}
