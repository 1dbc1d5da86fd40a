import type { AgentId } from '@cephalo/shared/agents';
import { messageSentences, type ConceptFindings } from '../lexicon/concept-matcher';
import { SYMPTOM_CONCEPTS } from '../lexicon/lexicon-schema';
import { defaultConceptMatcher } from '../lexicon/default-concept-matcher';
import { lexiconRedFlags, withoutLesserEmergencies } from './lexicon-red-flags';

/**
 * Red flags of secondary headache after SNNOOP10 (Do TP et al., Neurology 2019;92:134-144,
 * https://doi.org/10.1212/WNL.0000000000006697), plus the dementia agent's urgent signs: sudden
 * confusion (delirium until proven otherwise, NICE CG103) and falls (NICE NG249 / CG161); thoughts
 * of suicide or self-harm (NICE NG225), a person with dementia missing now (Alzheimer's Society),
 * a child's headache with HeadSmart warning signs (RCPCH; NICE NG12) and papilloedema (NICE NG127).
 * Every category applies on both agents. A message that matches one is answered first with
 * urgent-care advice.
 */
export const RED_FLAG_CATEGORIES = [
  'thunderclap',
  'fever-stiff-neck',
  'neuro-deficit',
  'confusion',
  'head-injury',
  'new-after-50',
  'pregnancy',
  'cancer-immune',
  'positional',
  'exertion',
  'visual-loss',
  'progressive',
  'sudden-confusion',
  'fall',
  'self-harm',
  'missing-person',
  'child-warning',
  'papilloedema',
  'medical-emergency',
] as const;
export type RedFlagCategory = (typeof RED_FLAG_CATEGORIES)[number];

interface Rule {
  category: RedFlagCategory;
  /** Every pattern must match somewhere in the message (each not negated). */
  all: RegExp[];
  /** The rule does not apply when one of these matches (a long-standing, unchanged pattern). */
  unless?: RegExp;
  /** What else the rule needs on one agent, where its words alone mean something else there (see lexicon-red-flags.ts). */
  alsoNeeds?: { agent: AgentId; pattern: RegExp };
  /** Whether the rule reads the whole message, sentences about the distant past included (crisis, missing person, a history of cancer). */
  readsHistory?: boolean;
  /** Whether only a negation right before the words cancels it ("I'm not ok, I want to die" is no negation). */
  isNegatedOnlyRightBefore?: boolean;
}

const HEADACHE = /\b(head ?aches?|migraines?|head (pain|hurts?)|pain in (my|the) head|headache)\b/i;
const AGED_50_OR_OVER =
  /\b(i('| a)?m|i am|aged?|age of|years old|year[- ]old)\b.{0,12}\b([5-9]\d)\b|\b([5-9]\d)[- ](years?|yrs?)[- ]old\b|\b(i('| a)?m|i am) ([5-9]\d)\b/i;
const HEADACHE_OR_JAW = /\b(head ?aches?|migraines?|head (pain|hurts?)|pain in (my|the) head|headache|jaw|scalp|temples?)\b/i;
const CHILD = /\b(my (little )?(son|daughter|child|kid|boy|girl|toddler)|child|kid|([1-9]|1[0-5])[- ]?(years?|yrs?)[- ]old|(he|she)('s| is) ([1-9]|1[0-5])\b)/i;
const VISION_DIMMING =
  /\b(vision (goes|went|going|turns|turned|keeps going) (dark|grey|gray|black|dim)|sight (goes|went) (dark|grey|gray|black)|tunnel vision|vision (is )?narrowing|narrowing (of )?(my )?vision|(vision|sight|eyes?) (grey|gray|black)(s|ed)? out|(grey|gray|black)(s|ing)? out for (a (few )?)?seconds?|vision dims?|dimming (of )?(my )?vision)\b/i;
const LONG_STANDING =
  /\b(since (i was|childhood|my teens|my twenties|years)|for (many |several |\d+ )?(years|decades)|always had|same (as always|pattern|as usual)|my usual|as usual|like always)\b/i;

const RULES: Rule[] = [
  {
    category: 'thunderclap',
    all: [
      /\b((i|my|me|i've|i'm|had|have|got|having|he|she|his|her)\b.{0,40}\bthunderclap|worst (headache|pain|migraine)s? (of|in) my (whole )?life|worst[- ]ever|worst i('ve| have) ever (had|felt)|explod(ed|ing|es) (in|inside) my head|like (being |i was |i'd been )?(hit|struck|kicked) (on|in) the head|(came|comes|come) on (with)?in (a |one |a few )?(second|seconds|moment|moments|instant)|(came|comes) on (suddenly|all of a sudden)|(peak|peaked|maximum) (with)?in (a |one |a few )?(second|seconds|minute)|sudden(ly)?,? (very |extremely )?(severe|explosive|excruciating|agonizing|blinding|intense|terrible|violent)|(severe|explosive|excruciating|blinding|violent) .{0,20}\bsudden(ly)?\b)/i,
    ],
  },
  {
    category: 'fever-stiff-neck',
    all: [
      /\b(fever|feverish|high temperature|temperature of (3[89]|4[0-2])|chills)\b/i,
      /\b(stiff neck|neck (is |feels |very )*(stiff|rigid)|can('|no)t (bend|move) my neck|neck stiffness|meningitis|rash|spots|spotty)\b/i,
    ],
  },
  {
    // The word meningitis alone is a question ("my neighbour had meningitis"), and so it is beside
    // an ordinary headache ("is meningitis contagious? I have a tension headache today"); with
    // fever, a stiff neck or a rash it is not.
    category: 'fever-stiff-neck',
    all: [/\bmeningitis\b/i, /\b(stiff neck|neck (is |feels |very )*(stiff|rigid)|rash|spots|fever|feverish|high temperature)\b/i],
  },
  {
    category: 'fever-stiff-neck',
    all: [
      /\b(rash (that )?(does ?n'?o?t|does not|won'?t|will not|didn'?t) (fade|go away|disappear) (when|under|with)|glass test|non-?blanching rash|purple (spots|rash))\b/i,
    ],
  },
  {
    category: 'neuro-deficit',
    all: [
      /\b(numb(ness)?|weak(ness)?|paraly[sz]ed|paralysis|can('|no)t (move|feel|lift))\b.{0,30}\b(arm|leg|hand|face|side|body)\b|\b(arm|leg|hand|face|side)\b.{0,20}\b(went|is|feels|gone|going) (numb|weak|dead|limp)\b|\bface (is |was |started )?droop(ing|y)?\b|\bdroop(ing|y)? (face|mouth|eyelid)\b|\bslurr(ed|ing)\b|\b(can('|no)t|could(n'|no)t|unable to|trouble|difficulty|struggl(e|ing) to) (speak|talk|get (my |the )?words out)\b|\b(seizure|convulsion)s?\b|\b(had|having|has|have|took|takes|went into) (a |another |an epileptic )?fits?\b|\bepileptic fit\b|\bdouble vision\b|\bseeing double\b|\blost (my )?balance\b|\bfainted\b|\bpassed out\b/i,
    ],
  },
  {
    category: 'confusion',
    alsoNeeds: { agent: 2, pattern: HEADACHE_OR_JAW },
    all: [
      /\b(confus(ed|ion)|disorient(ed|ated)|not making sense|can('|no)t think (straight|clearly)|drowsy and (hard|difficult) to wake|hard to wake|unconscious|delirious)\b/i,
    ],
  },
  {
    category: 'head-injury',
    all: [
      /\b((hit|bumped|banged|knocked|struck|smashed|injured|hurt) (my|his|her|their) head|head (injury|trauma|knock|wound)|concussion|(fell|fall|fallen) (down )?(and |on |onto )?(hit|bump|bang|struck)|car (accident|crash)|whiplash|knocked out)\b/i,
    ],
  },
  {
    category: 'new-after-50',
    alsoNeeds: { agent: 2, pattern: HEADACHE_OR_JAW },
    all: [
      AGED_50_OR_OVER,
      /\b(new|first (time|ever)|never (really |ever )?(had|used to have|get|got)|(started|began|begun|appeared) (last|this|a few|recently|two|three|\d)|recent(ly)?|lately|different|(past|last) fortnight)\b|\b(comb|hairbrush)( hurts|ing (my hair )?hurts)|\bhurts to (comb|brush)|\b(jaw|chewing)\b.{0,25}\b(pain|hurts|ache)|\b(pain|ache|aching|hurts?)\b.{0,15}\b(jaw|when chewing)\b|\bscalp (is )?(tender|sore)\b|\btender (scalp|temple)/i,
    ],
    unless: LONG_STANDING,
  },
  {
    category: 'pregnancy',
    all: [
      /\b(pregnan(t|cy)|weeks along|expecting a baby|postpartum|post-partum|after (giving birth|delivery|the birth)|gave birth|just had (a|my) baby|(had|delivered) (a|my|the) baby|(i['’]?m|i am|she['’]?s|she is|(wife|partner|girlfriend|fianc[ée]e?|daughter|sister)(['’]s| is)) ([4-9]|[1-3]\d|4[0-2]) ?(weeks|wks)\b(?![- ]+(ago|old|into|of|after|since|post)))\b/i,
      /\b(severe|worst|sudden(ly)?|blurr(ed|y)|vision|seeing (little )?(spots|stars|flashing|lights|sparkles)|sparkles|swell(ing|ed)|swollen|puffy|blood pressure|won('|no)t go away|(not|doesn'?t) go(ing)? away|persistent|new (headache|migraine)|first (headache|migraine)|fit|seizure|bad headache|terrible|really bad)\b/i,
    ],
  },
  {
    category: 'cancer-immune',
    readsHistory: true,
    all: [
      /\b(cancer|chemo(therapy)?|tumou?rs?|lymphoma|leukaemia|leukemia|metasta\w*|hiv|aids|immuno ?suppress\w*|immune system is (weak|low|compromised)|transplant|weakened immune)\b/i,
      HEADACHE,
    ],
  },
  {
    category: 'positional',
    alsoNeeds: { agent: 2, pattern: HEADACHE_OR_JAW },
    all: [
      /\b((worse|better|goes away|eases|disappears|starts|comes on|gets worse) (when|whenever|if|after|as soon as|on|while) (i )?(lie|lying|laying|lay|stand|standing|sit up|sitting up|get up|getting up)( down| up)?|(worse|better|eases|gone|goes away|disappears) (when )?(i )?(lying|laying|lie|lay) (down|flat)|(only|just) (when|after|if) (i )?(stand|sit up|get up|am upright)|after (my |an |the )?(epidural|spinal|lumbar puncture)|(lying|laying) down makes it (worse|better)|worse (first thing )?in the morning.{0,60}(vomit|being sick|throwing up)|standing up makes it (worse|better)|worse (in the morning|on waking) (and|with) (vomit|being sick|throwing up))/i,
    ],
  },
  {
    category: 'exertion',
    all: [
      /\b((when|whenever|every time|each time|if|after|while|during) (i |we )?(cough|sneez|strain|bend|lift|exercis|run|work(ing)? out|have sex|orgasm|laugh)\w*|(cough|sneez|strain|exertion|exercis|lift|sex|orgasm)\w* (brings?|triggers?|sets?) (it|them|on|off)|brought on by (cough|sneez|strain|exercis|exertion|lift|sex)\w*)/i,
      HEADACHE,
    ],
  },
  {
    category: 'visual-loss',
    all: [
      /\b(lost (the |my |all )?(vision|sight)|loss of (vision|sight)|(can('|no)t|could(n'|no)t|unable to) see( anything| out of)?|went blind|gone blind|blind in|blindness|vision (went|goes|has gone|turned) (black|dark|out)|curtain (over|across|coming down)|sudden(ly)? (blurr(ed|y)|lost|dark) vision|(painful|sore) red eye|red (and )?(painful|sore) eye|halos? (around|round) (the )?lights)\b/i,
    ],
  },
  {
    category: 'progressive',
    alsoNeeds: { agent: 2, pattern: HEADACHE_OR_JAW },
    all: [
      /\b((getting|gotten|got|becoming|growing) (steadily |progressively |much |a lot )?(worse|more (frequent|severe|intense))( and worse)? (every|each|over|for|week by week|day by day)|worse and worse|progressively (worse|more)|increasingly (severe|frequent|bad)|(worse|more frequent) (every|each) (day|week|month)|week (after|by) week|day by day|changed (completely|pattern)|(totally |completely )?different from my (usual|normal)|not like my (usual|normal|other))\b/i,
    ],
  },
  {
    category: 'sudden-confusion',
    all: [
      /\b(confus(ed|ion)|disorient(ed|ated)|delirious|delirium|not making (any )?sense|doesn'?t (recogni[sz]e|know) (me|us|where)|hallucinat\w*|seeing things|hearing voices|(much |very |unusually )?drows(y|ier|iness)|agitated and)\b/i,
      /\b(sudden(ly)?|all of a sudden|today|this morning|tonight|overnight|since (yesterday|last night|this morning)|out of (nowhere|the blue)|in (the last|a few) (hours?|days?)|within (hours|a day)|quickly|(came|come) on fast|acute(ly)?|very (confused|drowsy))\b/i,
    ],
  },
  {
    category: 'fall',
    alsoNeeds: { agent: 1, pattern: AGED_50_OR_OVER },
    all: [/\b((fell|has fallen|had a fall|took a fall|fall(en)? (down|over|out of bed))|(found|lying) on the floor|can('|no)t get up)\b/i],
  },
  {
    category: 'visual-loss',
    all: [
      VISION_DIMMING,
      /\b(giant cell|temporal) arteritis\b|\bjaw\b.{0,25}\b(pain|hurts|ache)|\b(pain|ache|aching|hurts?)\b.{0,15}\b(jaw|when chewing)\b|\bscalp (is )?(tender|sore)\b|\btender (scalp|temple)/i,
    ],
  },
  {
    category: 'new-after-50',
    all: [
      VISION_DIMMING,
      /\b(giant cell|temporal) arteritis\b|\bjaw\b.{0,25}\b(pain|hurts|ache)|\b(pain|ache|aching|hurts?)\b.{0,15}\b(jaw|when chewing)\b|\bscalp (is )?(tender|sore)\b|\btender (scalp|temple)/i,
    ],
  },
  {
    // NICE NG225: thoughts of suicide or self-harm need crisis help now.
    category: 'self-harm',
    readsHistory: true,
    isNegatedOnlyRightBefore: true,
    // "Suicide headache" is a name of cluster headache, not a crisis (see concept-matcher.ts).
    unless: /^(?![\s\S]*\bsuicid(e|al)\b(?!\s+(head ?aches?|migraines?)\b))[\s\S]*\bsuicid(e|al)\s+(head ?aches?|migraines?)\b/i,
    all: [
      /\b(suicid(e|al)|kill(ing)? (my|him|her)self(?! (laughing|with laughter))|end(ing)? (it all|my life|my own life)|take my (own )?life|(want|wanted|wanna|wish) (to|i could|i was|i were) (die|dead|be dead)|want to die|better off dead|(don'?t|do not|no longer) want to (live|be alive|be here|wake up)|no (reason|point) (to|in) (live|living|going on)|(want|going|planning|thinking( of| about)?) (to )?tak(e|ing) all (my|the|of my) (pills|tablets)|all (my|the) (pills|tablets) at once|(took|take|taking) an overdose|(cut|cutting|harm|harming|hurt|hurting) myself on purpose|self[- ]harm(ing)?|cutting myself)\b/i,
    ],
  },
  {
    // Alzheimer's Society: a person with dementia who is missing is an emergency (call 999/112).
    // As in lexicon-red-flags.ts, a sentence about the distant past ("went missing last winter and
    // was found") is history: this rule reads only the sentences about now.
    category: 'missing-person',
    isNegatedOnlyRightBefore: true,
    all: [
      /\b((he|she|mum|mom|dad|husband|wife|mother|father|grand(ma|mother|pa|father|ad))('s| is| has| has gone| went| has been| is still) missing|(gone|went|been) missing|missing since|wandered (off|away|out)|(can'?t|cannot|can not|couldn'?t|could not) find (him|her|them|mum|mom|dad|my (husband|wife|mother|father|mum|mom|dad|grand(ma|mother|pa|father)|son|daughter))|(hasn'?t|has not|didn'?t|did not|never) (come|came|got) home|(he|she) (hasn'?t|has not|didn'?t|did not|never) (come|came) back|(he|she|mum|mom|dad|husband|wife|grand(ma|mother|pa|father|ad)) (has )?disappeared|nowhere to be found|left the house and (we|i) can'?t)\b/i,
    ],
  },
  {
    category: 'child-warning',
    all: [
      CHILD,
      /\b(vomit\w* (in the morning|every morning|when (he|she) wakes|on waking|first thing)|(morning|waking) vomit\w*|(wak(es|ing|e) (up )?|woken )(at night|in the night|from sleep|by (the|a|his|her) (headache|pain))|clums(y|ier|iness)|bump(s|ing)? into (things|walls|doors)|walk(s|ing)? unsteadily|unsteady on (his|her) feet|squint|cross[- ]eyed|tilt(s|ing)? (his|her) head|head tilt|behaviou?r (has )?changed|grades (have )?dropped)\b/i,
    ],
  },
  {
    // Raised intracranial pressure (NICE NG127: papilloedema needs immediate referral).
    category: 'papilloedema',
    all: [
      /\b(papill?o?edema|papilledema|swollen optic (nerves?|discs?)|optic (nerves?|discs?) (is |are |was |were |looked |look )?swollen|swelling (at|in) the back of (my|the|his|her) eyes?|(raised|high|increased) (intracranial |brain )?pressure (in|inside|on) (my|the|his|her) (head|brain|skull)|raised intracranial pressure)\b/i,
    ],
  },
  {
    category: 'papilloedema',
    all: [VISION_DIMMING, HEADACHE],
  },
];

// A rule is ignored when its match is negated: "no fever", "without a stiff neck", "never hit my head".
const NEGATION_BEFORE =
  /\b(no|not|without|never|nor|denies|deny|don'?t have|doesn'?t have|doesn'?t seem|don'?t think|didn'?t|haven'?t|hasn'?t|isn'?t|wasn'?t|no sign of|free of)\b[^.!?;]{0,18}$/i;
const NEGATION_RIGHT_BEFORE = /\b(no|not|never|without|nor|(has|have|had|is|was|are|did|does|do)n'?t)\s+$/i;

/** Each pattern's global twin, compiled once: a message is read by some 25 rules. */
const GLOBAL_TWINS = new Map<RegExp, RegExp>();
function globalTwin(pattern: RegExp): RegExp {
  let global = GLOBAL_TWINS.get(pattern);
  if (!global) {
    global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    GLOBAL_TWINS.set(pattern, global);
  }
  return global;
}

function matchesUnnegated(pattern: RegExp, message: string, negation = NEGATION_BEFORE): boolean {
  for (const match of message.matchAll(globalTwin(pattern))) {
    const before = message.slice(Math.max(0, match.index - 30), match.index);
    if (!negation.test(before)) return true;
  }
  return false;
}

/**
 * The red-flag categories a message describes, for the given assistant, in any chat language:
 * the multilingual lexicon's rules, plus the English patterns above as a second net. A sentence
 * of a supposed case or about a film ("in which episode does she suddenly go blind?") tells of
 * no one's health now (ConceptFindings.asideSentences), except words of suicide, always read.
 */
export function detectRedFlags(message: string, agent: AgentId, findings: ConceptFindings = defaultConceptMatcher().find(message)): RedFlagCategory[] {
  const setAside = new Set([...findings.pastSentences, ...findings.asideSentences]);
  const found = new Set([...englishRedFlags(message, agent, setAside), ...lexiconRedFlags(findings, agent)]);
  return withoutLesserEmergencies(
    RED_FLAG_CATEGORIES.filter((category) => found.has(category)),
    findings,
  );
}

/** Whether a message asks about a film, a series, a crossword or a word's translation (the lexicons' `media_question`). */
export const isMediaQuestion = (findings: ConceptFindings): boolean => findings.concepts.has('media_question') && !findings.pastConcepts.has('media_question');

/** Whether the writer tells of symptoms outside a film's plot or a supposed case. */
export const mentionsOwnSymptoms = (findings: ConceptFindings): boolean =>
  SYMPTOM_CONCEPTS.some((concept) => findings.concepts.has(concept) && !findings.asideConcepts.has(concept));

/**
 * The English patterns, over the message without its sentences about the distant past ("my
 * grandmother had a stroke years ago") and those of a supposed case ("if he ever wanders off").
 */
function englishRedFlags(message: string, agent: AgentId, setAside: ReadonlySet<number>): RedFlagCategory[] {
  const now =
    setAside.size === 0
      ? message
      : messageSentences(message)
          .filter((_sentence, index) => !setAside.has(index))
          .join('. ');
  const found: RedFlagCategory[] = [];
  for (const rule of RULES) {
    const text = rule.readsHistory ? message : now;
    if (rule.unless?.test(text)) continue;
    if (rule.alsoNeeds?.agent === agent && !matchesUnnegated(rule.alsoNeeds.pattern, text)) continue;
    const negation = rule.isNegatedOnlyRightBefore ? NEGATION_RIGHT_BEFORE : NEGATION_BEFORE;
    if (rule.all.every((pattern) => matchesUnnegated(pattern, text, negation))) found.push(rule.category);
  }
  return found;
}
