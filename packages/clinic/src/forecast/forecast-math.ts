// Small numeric helpers of the forecast: logistic function, normal CDF, a dense linear solve.

export const sigmoid = (z: number) => (z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z)));

export const logit = (p: number) => Math.log(p / (1 - p));

/** Standard normal CDF (Abramowitz and Stegun 7.1.26, absolute error below 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** Solves A x = b for a small dense system (Gaussian elimination with partial pivoting).
 * A is row-major n*n and is overwritten, as is b. */
export function solveInPlace(matrix: Float64Array, rhs: Float64Array, size: number): Float64Array {
  const at = (row: number, col: number) => matrix[row * size + col] ?? 0;
  for (let col = 0; col < size; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < size; row += 1) if (Math.abs(at(row, col)) > Math.abs(at(pivot, col))) pivot = row;
    if (pivot !== col) {
      for (let k = 0; k < size; k += 1) {
        const swap = at(col, k);
        matrix[col * size + k] = at(pivot, k);
        matrix[pivot * size + k] = swap;
      }
      const swap = rhs[col] ?? 0;
      rhs[col] = rhs[pivot] ?? 0;
      rhs[pivot] = swap;
    }
    const diagonal = at(col, col);
    for (let row = col + 1; row < size; row += 1) {
      const factor = at(row, col) / diagonal;
      if (factor === 0) continue;
      for (let k = col; k < size; k += 1) matrix[row * size + k] = at(row, k) - factor * at(col, k);
      rhs[row] = (rhs[row] ?? 0) - factor * (rhs[col] ?? 0);
    }
  }
  const solution = new Float64Array(size);
  for (let row = size - 1; row >= 0; row -= 1) {
    let sum = rhs[row] ?? 0;
    for (let k = row + 1; k < size; k += 1) sum -= at(row, k) * (solution[k] ?? 0);
    solution[row] = sum / at(row, row);
  }
  return solution;
}
