/** A term in more than this share of an assistant's entries is common to its whole topic. */
const COMMON_TERM_SHARE = 0.3;
/** ...and weighs this much in a query, so "Does coffee help migraine?" is about coffee. */
const COMMON_TERM_WEIGHT = 0.3;

export function commonTermsByAgent(documents: { agent: number; terms: string[] }[]): Map<number, Set<string>> {
  const frequency = new Map<number, Map<string, number>>();
  const totals = new Map<number, number>();
  for (const { agent, terms } of documents) {
    totals.set(agent, (totals.get(agent) ?? 0) + 1);
    const counts = frequency.get(agent) ?? new Map<string, number>();
    for (const term of new Set(terms)) counts.set(term, (counts.get(term) ?? 0) + 1);
    frequency.set(agent, counts);
  }
  return new Map(
    [...frequency].map(([agent, counts]) => [
      agent,
      new Set([...counts].filter(([, count]) => count > (totals.get(agent) ?? 0) * COMMON_TERM_SHARE).map(([term]) => term)),
    ]),
  );
}

export const weighCommonTerms =
  (common: Set<string> | undefined) =>
  (term: string): number =>
    common?.has(term) ? COMMON_TERM_WEIGHT : 1;
