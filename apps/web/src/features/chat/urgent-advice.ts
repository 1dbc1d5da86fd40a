import type { Urgency } from '@cephalo/shared/chat';

/** The urgent-care advice an answer opens with: its level, title and text. */
export interface UrgentAdvice {
  level: Urgency;
  title: string;
  text: string;
}

/** An answer as the AI bubble draws it: the advice alert (when there is one) and the rest. */
export interface AnswerParts {
  advice: UrgentAdvice | null;
  /** The advice is still arriving: it is shown whole, once, so it is announced once. */
  isAdvicePending: boolean;
  rest: string;
}

/**
 * Splits an answer that opens with urgent-care advice (packages/shared chat.ts,
 * ANSWER_URGENCY_HEADER): the content's first paragraph, up to the first blank line, is the
 * advice, its title on the first line and its text on the next; the rest follows. A streaming
 * answer whose first paragraph has not ended yet has no advice to show, only a pending one.
 */
export function splitUrgentAdvice(content: string, urgency: Urgency | null, isComplete: boolean): AnswerParts {
  if (urgency === null) return { advice: null, isAdvicePending: false, rest: content };
  const end = content.indexOf('\n\n');
  if (end === -1 && !isComplete) return { advice: null, isAdvicePending: true, rest: '' };
  const paragraph = (end === -1 ? content : content.slice(0, end)).trim();
  const rest = end === -1 ? '' : content.slice(end + 2).replace(/^\n+/, '');
  const lineEnd = paragraph.indexOf('\n');
  const title = (lineEnd === -1 ? paragraph : paragraph.slice(0, lineEnd)).trim();
  const text = lineEnd === -1 ? '' : paragraph.slice(lineEnd + 1).trim();
  return { advice: { level: urgency, title, text }, isAdvicePending: false, rest };
}
