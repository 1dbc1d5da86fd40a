import type { AgentId } from '@cephalo/shared/agents';
import type { ConceptFindings } from '../lexicon/concept-matcher';
import type { LexiconConcept } from '../lexicon/lexicon-schema';
import type { RedFlagCategory } from './red-flags';

interface ConceptRule {
  category: RedFlagCategory;
  agents: AgentId[];
  applies(has: (concept: LexiconConcept) => boolean, findings: ConceptFindings): boolean;
}

/**
 * SNNOOP10 (Do TP et al., Neurology 2019) and the dementia agent's urgent signs, written over the
 * concepts of the multilingual lexicon, so one rule holds in every chat language. The English
 * patterns in red-flags.ts stay as a second net for English.
 */
const CONCEPT_RULES: ConceptRule[] = [
  { category: 'thunderclap', agents: [1, 2], applies: (has) => has('thunderclap') || has('worst_ever') || (has('instant_onset') && has('head_pain')) || (has('sudden_onset') && has('severe')) },
  { category: 'fever-stiff-neck', agents: [1, 2], applies: (has) => (has('fever') && (has('stiff_neck') || has('rash'))) || has('meningitis') || has('nonblanching_rash') },
  {
    category: 'neuro-deficit',
    agents: [1, 2],
    applies: (has) => (has('numb_weak') && has('body_side')) || has('face_droop') || has('speech_trouble') || has('seizure') || has('double_vision') || has('fainted') || has('balance_loss'),
  },
  { category: 'confusion', agents: [1], applies: (has) => has('confusion') },
  { category: 'head-injury', agents: [1, 2], applies: (has) => has('head_injury') },
  { category: 'new-after-50', agents: [1], applies: (has, findings) => findings.isAged50OrOver && (has('new_onset') || has('jaw_scalp')) && !has('long_standing') },
  {
    category: 'pregnancy',
    agents: [1],
    applies: (has) => has('pregnant') && (has('severe') || has('worst_ever') || has('sudden_onset') || has('pregnancy_warning') || has('seizure') || has('new_onset')),
  },
  { category: 'cancer-immune', agents: [1], applies: (has) => has('cancer_immune') && has('head_pain') },
  { category: 'positional', agents: [1], applies: (has) => has('positional') },
  { category: 'exertion', agents: [1], applies: (has) => has('exertion_trigger') && has('head_pain') },
  { category: 'visual-loss', agents: [1, 2], applies: (has) => has('vision_loss') },
  { category: 'progressive', agents: [1], applies: (has) => has('progressive') },
  { category: 'sudden-confusion', agents: [2], applies: (has) => (has('confusion') || has('hallucination') || has('doesnt_recognise')) && (has('acute_time') || has('sudden_onset')) },
  { category: 'fall', agents: [2], applies: (has) => has('fall') },
];

export function lexiconRedFlags(findings: ConceptFindings, agent: AgentId): RedFlagCategory[] {
  const has = (concept: LexiconConcept) => findings.concepts.has(concept);
  return CONCEPT_RULES.filter((rule) => rule.agents.includes(agent) && rule.applies(has, findings)).map((rule) => rule.category);
}
