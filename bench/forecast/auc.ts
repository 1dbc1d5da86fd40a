// Area under the ROC curve: the chance that a random headache day got a higher forecast than a
// random headache-free day (ties count half).

interface Pairs {
  concordant: number;
  pairs: number;
}

/** Mann-Whitney count over one set of forecasts, in O(n log n). */
function countPairs(scores: readonly number[], labels: readonly boolean[]): Pairs {
  const order = scores.map((_, index) => index).sort((a, b) => (scores[a] ?? 0) - (scores[b] ?? 0));
  let positives = 0;
  let rankSum = 0;
  let position = 0;
  while (position < order.length) {
    let end = position;
    const value = scores[order[position] ?? 0] ?? 0;
    while (end + 1 < order.length && (scores[order[end + 1] ?? 0] ?? 0) === value) end += 1;
    const averageRank = (position + end) / 2 + 1;
    for (let k = position; k <= end; k += 1) {
      if (labels[order[k] ?? 0]) {
        positives += 1;
        rankSum += averageRank;
      }
    }
    position = end + 1;
  }
  const negatives = order.length - positives;
  return { concordant: rankSum - (positives * (positives + 1)) / 2, pairs: positives * negatives };
}

/** AUC over all forecasts pooled (patients with more headaches rank higher: between-person signal). */
export function auc(scores: readonly number[], labels: readonly boolean[]): number {
  const { concordant, pairs } = countPairs(scores, labels);
  return pairs === 0 ? NaN : concordant / pairs;
}

/** Within-person AUC: only pairs of days of the same patient are compared (the C-statistic of
 * Holsteen 2020 and the per-patient figures of diary studies). Patients without both kinds of day
 * add no pairs. */
export function withinPersonAuc(groups: readonly { scores: readonly number[]; labels: readonly boolean[] }[]): number {
  let concordant = 0;
  let pairs = 0;
  for (const group of groups) {
    const counted = countPairs(group.scores, group.labels);
    concordant += counted.concordant;
    pairs += counted.pairs;
  }
  return pairs === 0 ? NaN : concordant / pairs;
}
