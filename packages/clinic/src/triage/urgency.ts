import type { Urgency } from '@cephalo/shared/chat';
import { answerTextsFor, type AlertKind } from '../i18n/answer-texts';
import type { RedFlagCategory } from './red-flags';

/**
 * How soon each red flag needs care, and which advice it gets (docs/decisions/019-answers-that-answer.md).
 * - emergency now: the SNNOOP10 red flags that NICE CG150 (1.1.1) and NICE NG127 send to
 *   emergency care at once (thunderclap, fever with neck stiffness or rash, new neurological
 *   deficit, impaired consciousness, head injury, sudden visual loss); thoughts of suicide
 *   (WHO; NICE NG225: immediate crisis help); a person with dementia missing now (Alzheimer's
 *   Association: call the emergency number at once); choking, blue lips, breathing that stops or
 *   chest pain spreading to the arm, whatever the subject of the chat (NHS, "When to call 999";
 *   European Resuscitation Council Guidelines 2021, first aid).
 * - see a doctor today: NICE NG127's "same day" or "immediate referral" features (new headache
 *   after 50 with features of giant cell arteritis, papilloedema, headache in pregnancy or after
 *   birth with pre-eclampsia signs, immunosuppression or cancer, orthostatic headache); a child's
 *   headache with HeadSmart warning signs (NICE NG12: very urgent); sudden confusion (delirium,
 *   NICE CG103) and a fall of an older person (NICE NG232) as the dementia agent's urgent signs.
 * - book a visit soon: SNNOOP10's orange flags that need an assessment but not today (headache
 *   brought on by coughing, straining or exercise; a progressive change of pattern).
 */
export const URGENCY_OF: Record<RedFlagCategory, Urgency> = {
  thunderclap: 'emergency',
  'fever-stiff-neck': 'emergency',
  'neuro-deficit': 'emergency',
  confusion: 'emergency',
  'head-injury': 'emergency',
  'visual-loss': 'emergency',
  'self-harm': 'emergency',
  'missing-person': 'emergency',
  'medical-emergency': 'emergency',
  'new-after-50': 'same-day',
  pregnancy: 'same-day',
  'cancer-immune': 'same-day',
  positional: 'same-day',
  papilloedema: 'same-day',
  'child-warning': 'same-day',
  'sudden-confusion': 'same-day',
  fall: 'same-day',
  exertion: 'soon',
  progressive: 'soon',
};

/** The advice a red flag gets: its level's, or one written for it (crisis lines, a missing person, delirium or a fall). */
const ADVICE_OF: Partial<Record<RedFlagCategory, AlertKind>> = {
  'self-harm': 'crisis',
  'missing-person': 'missing-person',
  'sudden-confusion': 'confusion-or-fall',
  fall: 'confusion-or-fall',
};

const LEVEL_ORDER: readonly Urgency[] = ['emergency', 'same-day', 'soon'];
/** An alert holds at most this many pieces of advice: the most urgent ones. */
const MAX_ADVICE = 2;

export interface UrgentAlert {
  urgency: Urgency;
  title: string;
  text: string;
}

/**
 * The alert that opens an answer to a message with red flags, in the chat language: the most
 * urgent level among them, titled by its most urgent advice; advice written for a red flag
 * (crisis lines, a missing person) comes before its level's general advice.
 */
export function urgentAlert(redFlags: readonly RedFlagCategory[], language: string): UrgentAlert | null {
  if (redFlags.length === 0) return null;
  const texts = answerTextsFor(language).urgency;
  const advice = redFlags
    .map((flag) => ({ urgency: URGENCY_OF[flag], kind: ADVICE_OF[flag] ?? URGENCY_OF[flag], isSpecific: flag in ADVICE_OF }))
    .sort((a, b) => LEVEL_ORDER.indexOf(a.urgency) - LEVEL_ORDER.indexOf(b.urgency) || Number(b.isSpecific) - Number(a.isSpecific));
  const kinds = [...new Set(advice.map((item) => item.kind))].slice(0, MAX_ADVICE);
  const [first] = advice;
  if (!first || kinds.length === 0) return null;
  return {
    urgency: first.urgency,
    title: texts[kinds[0] as AlertKind].title,
    text: kinds.map((kind) => texts[kind].text).join(' '),
  };
}

/** The alert as the first paragraph of an answer's text: the title on its own line, then the advice. */
export const alertParagraph = (alert: UrgentAlert): string => `${alert.title}\n${alert.text}`;
