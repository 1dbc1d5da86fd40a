import { topicTerms } from '../knowledge/knowledge-index';

/** A paragraph leads only when it shares at least this many question terms... */
const MIN_SHARED_TERMS = 2;

/**
 * An entry's body with the paragraph that answers the question first: "How often can I take
 * sumatriptan?" opens a long entry at its limits, not at its introduction. The other paragraphs
 * keep their order; a body whose first paragraph fits best, or where no paragraph stands out,
 * is returned as it is.
 */
export function leadWithAskedPart(body: string, question: string): string {
  const asked = new Set(topicTerms(question));
  if (asked.size === 0) return body;
  const paragraphs = body.split(/\n{2,}/);
  const shared = paragraphs.map((paragraph) => new Set(topicTerms(paragraph).filter((term) => asked.has(term))).size);
  let best = 0;
  for (const [index, count] of shared.entries()) if (count > (shared[best] ?? 0)) best = index;
  if (best === 0 || (shared[best] ?? 0) < MIN_SHARED_TERMS) return body;
  return [paragraphs[best], ...paragraphs.filter((_, index) => index !== best)].join('\n\n');
}
