// Expected calibration error over equal-width probability bins: the share-weighted mean gap
// between the average forecast and the observed frequency in each bin.

export function expectedCalibrationError(probabilities: readonly number[], labels: readonly boolean[], bins = 10): number {
  const counts = new Float64Array(bins);
  const forecastSums = new Float64Array(bins);
  const outcomeSums = new Float64Array(bins);
  probabilities.forEach((probability, index) => {
    const bin = Math.min(bins - 1, Math.max(0, Math.floor(probability * bins)));
    counts[bin] = (counts[bin] ?? 0) + 1;
    forecastSums[bin] = (forecastSums[bin] ?? 0) + probability;
    outcomeSums[bin] = (outcomeSums[bin] ?? 0) + (labels[index] ? 1 : 0);
  });
  let error = 0;
  for (let bin = 0; bin < bins; bin += 1) {
    const count = counts[bin] ?? 0;
    if (count === 0) continue;
    error += (count / probabilities.length) * Math.abs((forecastSums[bin] ?? 0) / count - (outcomeSums[bin] ?? 0) / count);
  }
  return probabilities.length === 0 ? NaN : error;
}
