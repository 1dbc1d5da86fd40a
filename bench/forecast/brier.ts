// Brier score (mean squared error of a probability) and Brier skill against a reference forecast.

export function brier(probabilities: readonly number[], labels: readonly boolean[]): number {
  let sum = 0;
  probabilities.forEach((probability, index) => {
    sum += (probability - (labels[index] ? 1 : 0)) ** 2;
  });
  return probabilities.length === 0 ? NaN : sum / probabilities.length;
}

/** 1 - Brier(forecast) / Brier(reference): > 0 means better than the reference. */
export function brierSkill(forecast: number, reference: number): number {
  return 1 - forecast / reference;
}
