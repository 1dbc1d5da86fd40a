// Seeded pseudo-random numbers so every figure of the forecast benchmark is reproducible.

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  normal(): number;
  uniform(low: number, high: number): number;
  bernoulli(probability: number): boolean;
  /** Gamma with integer shape (sum of exponentials) and the given scale. */
  gammaInteger(shape: number, scale: number): number;
}

/** Mulberry32: a small 32-bit generator, plenty for a simulation of this size. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  let spare: number | null = null;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => {
    if (spare !== null) {
      const value = spare;
      spare = null;
      return value;
    }
    // Box-Muller; 1 - next() keeps the logarithm finite.
    const radius = Math.sqrt(-2 * Math.log(1 - next()));
    const angle = 2 * Math.PI * next();
    spare = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  };
  return {
    next,
    normal,
    uniform: (low, high) => low + (high - low) * next(),
    bernoulli: (probability) => next() < probability,
    gammaInteger: (shape, scale) => {
      let sum = 0;
      for (let k = 0; k < shape; k += 1) sum -= Math.log(1 - next());
      return sum * scale;
    },
  };
}

/** A 32-bit finalizer (from MurmurHash3): small input changes flip about half the output bits. */
function mix(value: number): number {
  let x = value >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** Derives independent seeds for sub-streams (patient i, Monte Carlo draws, ...): the seed and
 * each part are hashed in turn, so (seed, part) pairs do not collide in any simple pattern. */
export function deriveSeed(seed: number, ...parts: number[]): number {
  let hash = mix(seed ^ 0x9e3779b9);
  for (const part of parts) hash = mix((hash + Math.imul((part ^ 0x5bd1e995) >>> 0, 0x9e3779b1)) >>> 0);
  return hash;
}
