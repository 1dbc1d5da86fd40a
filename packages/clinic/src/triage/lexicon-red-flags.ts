import type { AgentId } from '@cephalo/shared/agents';
import type { ConceptFindings } from '../lexicon/concept-matcher';
import type { LexiconConcept } from '../lexicon/lexicon-schema';
import type { RedFlagCategory } from './red-flags';

type Has = (concept: LexiconConcept) => boolean;

interface ConceptRule {
  category: RedFlagCategory;
  /** What else the rule needs on one agent, where its words alone mean something else there. */
  alsoNeeds?: { agent: AgentId; condition: (has: Has, findings: ConceptFindings) => boolean };
  /**
   * `has`: found now, not only in a sentence about the distant past ("my grandmother had a
   * stroke years ago"); `hasEver`: found anywhere in the message.
   */
  applies(has: Has, findings: ConceptFindings, hasEver: Has): boolean;
}

/**
 * On the dementia agent confusion, a memory that gets worse and new troubles at 80 are the
 * illness itself: there these rules count with a headache (or the jaw and scalp pain of giant
 * cell arteritis), which makes them the headache red flag a carer describes.
 */
const WITH_HEADACHE_ON_DEMENTIA_AGENT = { agent: 2, condition: (has: Has) => has('head_pain') || has('jaw_scalp') } as const;

/**
 * "For years" cancels a new headache after 50 when it is said of the headache: in a sentence that
 * names a headache, its newness or the jaw pain. "I have taken a pill for blood pressure for years"
 * says nothing of a headache that began three weeks ago.
 */
const isLongStandingHeadache = (findings: ConceptFindings) =>
  [...(findings.sentencesOf.get('long_standing') ?? [])].some((sentence) =>
    (['head_pain', 'new_onset', 'jaw_scalp'] as const).some((concept) => findings.sentencesOf.get(concept)?.has(sentence)),
  );

/**
 * A small number read as a child's age counts only when no one of 50 or more is described: in
 * "Mama (80) are demență de 2 ani" the 2 is how long she has had dementia.
 */
const isStatedChild = (findings: ConceptFindings) => findings.isChild && !findings.isAged50OrOver;

/**
 * SNNOOP10 (Do TP et al., Neurology 2019) and the dementia agent's urgent signs, written over the
 * concepts of the multilingual lexicon, so one rule holds in every chat language and on both
 * agents: carers on the dementia agent describe headache red flags, and patients on the migraine
 * agent can be in crisis or look after a relative. The English patterns in red-flags.ts stay as
 * a second net for English.
 */
const CONCEPT_RULES: ConceptRule[] = [
  {
    // The name alone ("what is a thunderclap headache?") is a question, as the word meningitis
    // is: it counts with a sign that it is happening now (sudden, instant, severe, today).
    category: 'thunderclap',
    applies: (has) =>
      has('thunderclap') ||
      has('worst_ever') ||
      // "for a few seconds" beside vision that dims is how long the dimming lasts, not a headache's onset.
      (has('instant_onset') && has('head_pain') && !has('vision_dimming')) ||
      // Sudden and severe is a thunderclap when it is a headache ("急にひどく混乱" is sudden confusion).
      (has('sudden_onset') && has('severe') && has('head_pain')) ||
      (has('thunderclap_name') && (has('sudden_onset') || has('instant_onset') || has('severe') || has('acute_time'))),
  },
  {
    // Fever with a stiff neck or with a rash of any kind (meningococcal disease, NICE NG240);
    // the word meningitis alone, without a symptom, is a question ("my neighbour had meningitis"),
    // and so it is beside an ordinary headache ("is meningitis contagious? I have my usual
    // migraine"): it counts with fever, a stiff neck or a rash (NICE NG240's symptoms).
    category: 'fever-stiff-neck',
    applies: (has) =>
      (has('fever') && (has('stiff_neck') || has('rash'))) ||
      has('nonblanching_rash') ||
      (has('meningitis') && (has('fever') || has('stiff_neck') || has('rash'))),
  },
  {
    // Searching for words or forgetting them is a memory complaint (the dementia agent's early
    // signs); words that will not come since today are aphasia, a stroke's sign (NICE NG128:
    // sudden speech disturbance), unless it is so only now and then.
    category: 'neuro-deficit',
    applies: (has) =>
      (has('numb_weak') && has('body_side')) ||
      has('face_droop') ||
      has('speech_trouble') ||
      (has('word_finding') && (has('sudden_onset') || has('instant_onset') || has('acute_time')) && !has('now_and_then')) ||
      has('seizure') ||
      has('double_vision') ||
      has('fainted') ||
      has('balance_loss'),
  },
  { category: 'confusion', alsoNeeds: WITH_HEADACHE_ON_DEMENTIA_AGENT, applies: (has) => has('confusion') },
  { category: 'head-injury', applies: (has) => has('head_injury') },
  {
    // Giant cell arteritis: jaw or scalp pain with dimming vision needs the same-day assessment
    // whether or not the age is written (NICE NG127 1.1.1; BSR guideline 2020).
    category: 'new-after-50',
    alsoNeeds: WITH_HEADACHE_ON_DEMENTIA_AGENT,
    applies: (has, findings) =>
      (findings.isAged50OrOver && (has('new_onset') || has('jaw_scalp')) && !(has('long_standing') && isLongStandingHeadache(findings))) ||
      (has('jaw_scalp') && has('vision_dimming')),
  },
  {
    category: 'pregnancy',
    applies: (has) =>
      has('pregnant') && (has('severe') || has('worst_ever') || has('sudden_onset') || has('pregnancy_warning') || has('seizure') || has('new_onset')),
  },
  // A cancer or an immune disease years ago is still the red flag, whenever the headache began.
  { category: 'cancer-immune', applies: (_has, _findings, hasEver) => hasEver('cancer_immune') && hasEver('head_pain') },
  // A new headache that wakes with vomiting and eases once up is the morning pattern of raised
  // intracranial pressure (NICE CKS Headache assessment; NICE NG127), a child's already (HeadSmart).
  {
    category: 'positional',
    alsoNeeds: WITH_HEADACHE_ON_DEMENTIA_AGENT,
    applies: (has) => has('positional') || (has('on_waking') && has('vomiting') && has('head_pain') && has('new_onset') && !has('long_standing')),
  },
  { category: 'exertion', applies: (has) => has('exertion_trigger') && has('head_pain') },
  // Vision that goes dark for seconds beside papilloedema or a headache is the obscuration of
  // raised pressure (same day, NICE NG127), not a lasting loss of sight.
  {
    category: 'visual-loss',
    applies: (has) =>
      (has('vision_loss') && !has('papilloedema') && !(has('vision_dimming') && has('head_pain'))) || (has('vision_dimming') && has('jaw_scalp')),
  },
  { category: 'progressive', alsoNeeds: WITH_HEADACHE_ON_DEMENTIA_AGENT, applies: (has) => has('progressive') },
  {
    category: 'sudden-confusion',
    applies: (has) => (has('confusion') || has('hallucination') || has('doesnt_recognise')) && (has('acute_time') || has('sudden_onset')),
  },
  // On the migraine agent "can't get up" and "lying on the floor" are a migraine attack: there a
  // fall counts for someone of 50 or more (NICE NG249: falls in older people).
  { category: 'fall', alsoNeeds: { agent: 1, condition: (_has, findings) => findings.isAged50OrOver }, applies: (has) => has('fall') },
  // Thoughts of suicide count even beside "years ago": the danger is now. A person who wandered
  // off years ago and was found ("two years ago he wandered off, the police found him") is history.
  // A plan is told as often as a wish (NICE NG225; WHO, "Preventing suicide"): means at hand
  // beside a veiled thought of using them ("I've bought a rope, only I can't leave mum alone",
  // "got the gun out and I'm thinking about when") count as thoughts of suicide.
  {
    category: 'self-harm',
    applies: (_has, _findings, hasEver) => hasEver('self_harm') || (hasEver('self_harm_means') && hasEver('self_harm_thought')),
  },
  // Choking, blue lips, breathing that stops, chest pain spreading to the arm: a carer on the
  // dementia agent or a patient asking about a headache gets the emergency advice first (NHS).
  { category: 'medical-emergency', applies: (has) => has('medical_emergency') },
  // Carers tell of a missing relative by what happened more often than by the word: "Dad went out
  // at ten, we have searched the park and the shop, he is not back". Two of going out, a search
  // and not being back count as the word (Alzheimer's Society: search for 15 minutes, then call
  // the police); any one alone is everyday talk ("she went out to the shop").
  {
    category: 'missing-person',
    applies: (has) => has('missing_person') || (['went_out', 'searched_for', 'not_back'] as const).filter(has).length >= 2,
  },
  // HeadSmart (RCPCH) and NICE NG12: a child's headache with vomiting on waking, waking at night,
  // new clumsiness, a squint, a head tilt or a change of behaviour; and any headache of a child
  // under 4, who cannot yet tell it well (HeadSmart's referral guideline; "age under 5" among the
  // paediatric red flags of Roser et al., Eur J Paediatr Neurol 2013).
  {
    category: 'child-warning',
    applies: (has, findings) =>
      ((has('child') || isStatedChild(findings)) && has('child_warning')) ||
      (isStatedChild(findings) && findings.childAge !== null && findings.childAge < 4 && has('head_pain')),
  },
  // Papilloedema, or obscurations of vision with a headache (raised intracranial pressure, NICE
  // NG127); or a pulsing noise in the ears in time with the heart, or a medicine that raises the
  // pressure, with a headache and double or greying vision (idiopathic intracranial hypertension:
  // Mollan SP et al., JNNP 2018;89:1088-1100).
  {
    category: 'papilloedema',
    applies: (has) =>
      has('papilloedema') ||
      (has('vision_dimming') && has('head_pain')) ||
      (has('pressure_clue') && has('head_pain') && (has('double_vision') || has('vision_dimming'))),
  },
];

/**
 * Where a fall counts as the red flag, "can't get up", "can't stand on her leg" and "can't lift
 * his leg" are the fall (a hip, a knee: the same-day fall advice, NICE NG249), not a weak side:
 * then only a drooping face, slurred speech, a seizure, double vision or fainting make it a
 * neurological deficit.
 */
const isDeficitBeyondFall = (has: Has) => has('face_droop') || has('speech_trouble') || has('seizure') || has('double_vision') || has('fainted');

/**
 * A child's clumsiness, stumbling or squint for days or weeks beside HeadSmart's other signs is
 * the child warning (HeadSmart's signs; NICE NG12: very urgent referral), not a stroke: then only
 * a drooping face, slurred speech, a seizure or fainting, or anything sudden, make it a
 * neurological deficit.
 */
const isDeficitBeyondChildSigns = (has: Has) => has('face_droop') || has('speech_trouble') || has('seizure') || has('fainted');
const isSudden = (has: Has) => has('sudden_onset') || has('instant_onset');

/**
 * Double vision beside swollen optic discs, or beside the other signs of raised intracranial
 * pressure (vision greying for seconds, a pulse in the ears), is the sixth-nerve palsy of raised
 * pressure (NICE NG127: papilloedema, same-day referral), not a stroke, unless other deficits
 * come with it.
 */
const isDeficitBeyondPapilloedema = (has: Has) =>
  has('face_droop') || has('speech_trouble') || has('seizure') || has('fainted') || has('balance_loss') || (has('numb_weak') && has('body_side'));

/** Found at all: not negated, not only in a supposed case or a film, nor only someone else's diagnosis ("my neighbour had meningitis"). */
const foundEver =
  (findings: ConceptFindings): Has =>
  (concept) =>
    findings.concepts.has(concept) && !findings.asideConcepts.has(concept) && !findings.othersConcepts.has(concept);

/** Found now: found at all, and not only in a sentence about the distant past. */
const foundNow =
  (findings: ConceptFindings): Has =>
  (concept) =>
    foundEver(findings)(concept) && !findings.pastConcepts.has(concept);

/**
 * A bump to the head in a fall of an older person with none of NICE NG232's risk factors (1.1.3:
 * loss of consciousness, vomiting, a seizure, confusion or drowsiness, a focal deficit, a
 * headache that is severe or getting worse, anticoagulants) is the fall's same-day assessment
 * (NICE NG249), not an emergency: "Grandma fell and has a lump on her forehead, she is on no
 * blood thinners and is her usual self". Any of those signs keeps the emergency.
 */
function isMinorBumpInFall(categories: readonly RedFlagCategory[], has: Has): boolean {
  if (!categories.includes('head-injury') || !categories.includes('fall')) return false;
  const EMERGENCY_BESIDE = ['thunderclap', 'fever-stiff-neck', 'neuro-deficit', 'confusion', 'sudden-confusion', 'visual-loss', 'self-harm'] as const;
  if (EMERGENCY_BESIDE.some((category) => categories.includes(category))) return false;
  return !(
    ['anticoagulant', 'vomiting', 'fainted', 'seizure', 'confusion', 'hallucination', 'doesnt_recognise', 'severe', 'worst_ever', 'progressive'] as const
  ).some(has);
}

/**
 * A headache of explosive onset on exertion or at orgasm that has come back the same way ("the
 * third time during sex", "every time I lift weights") is the primary exercise or sexual headache
 * of ICHD-3 4.2 and 4.3, an orange flag to be seen soon (SNNOOP10), not a first thunderclap:
 * unless it is the worst ever, or comes with a deficit, confusion, a seizure, fever or vomiting.
 */
function isRecurrentExertionalHeadache(categories: readonly RedFlagCategory[], has: Has): boolean {
  if (!categories.includes('thunderclap') || !categories.includes('exertion') || !has('recurrent')) return false;
  if ((['neuro-deficit', 'confusion', 'fever-stiff-neck', 'visual-loss'] as const).some((category) => categories.includes(category))) return false;
  return !(['worst_ever', 'thunderclap_name', 'seizure', 'vomiting', 'fainted', 'confusion'] as const).some(has);
}

/**
 * A carer's "mum has been more confused in the evenings for a year" is the dementia itself, not a
 * headache red flag: long-standing confusion with no headache and no sign of now. Any headache,
 * "today" or "suddenly" keeps the alarm.
 */
const isLongStandingConfusionOfCare = (has: Has) => has('long_standing') && !has('head_pain') && !has('acute_time') && !has('sudden_onset');

/** Red flags of one event that the lexicons read only in the distant past: history, whatever else the sentence says. */
const HISTORY_ONLY = [
  ['head-injury', 'head_injury'],
  ['fall', 'fall'],
] as const;

/**
 * The red flags less the emergencies the rest of the message explains as less urgent: a minor
 * bump in a fall (the fall's same-day advice), a recurrent exertional headache (soon), the
 * long-standing confusion of dementia care and someone else's cancer. Applied to the English
 * patterns' findings too (red-flags.ts).
 */
export function withoutLesserEmergencies(categories: RedFlagCategory[], findings: ConceptFindings): RedFlagCategory[] {
  const has = foundNow(findings);
  const lesser = new Set<RedFlagCategory>();
  if (isMinorBumpInFall(categories, has)) lesser.add('head-injury');
  if (isRecurrentExertionalHeadache(categories, has)) lesser.add('thunderclap');
  if (categories.includes('confusion') && isLongStandingConfusionOfCare(has)) lesser.add('confusion');
  // The English net reads any cancer: one that is only someone else's ("a colleague has breast cancer") is theirs.
  if (findings.othersConcepts.has('cancer_immune')) lesser.add('cancer-immune');
  // ...and a whole sentence that also speaks of now: "a concussion at rugby 20 years ago, could that be why I get migraines now?"
  for (const [category, concept] of HISTORY_ONLY) if (findings.pastConcepts.has(concept)) lesser.add(category);
  return lesser.size === 0 ? categories : categories.filter((category) => !lesser.has(category));
}

export function lexiconRedFlags(findings: ConceptFindings, agent: AgentId): RedFlagCategory[] {
  const hasEver = foundEver(findings);
  const has: Has = foundNow(findings);
  const categories = CONCEPT_RULES.filter(
    (rule) => rule.applies(has, findings, hasEver) && (rule.alsoNeeds?.agent !== agent || rule.alsoNeeds.condition(has, findings)),
  ).map((rule) => rule.category);
  const isExplained =
    (categories.includes('fall') && !isDeficitBeyondFall(has)) ||
    (categories.includes('child-warning') && !isSudden(has) && !isDeficitBeyondChildSigns(has)) ||
    (categories.includes('papilloedema') && !isDeficitBeyondPapilloedema(has));
  return isExplained ? categories.filter((category) => category !== 'neuro-deficit') : categories;
}
