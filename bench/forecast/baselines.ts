// Reference forecasts a model must beat, computed from the diary days up to the origin only.

export interface DiaryFlags {
  logged: readonly boolean[];
  headache: readonly boolean[];
}

/** The patient's own share of headache days so far, with a Beta(1, 3) prior (mean 0.25). */
export function baseRateForecast(flags: DiaryFlags, originIndex: number): number {
  let days = 0;
  let headaches = 0;
  for (let index = 0; index <= originIndex; index += 1) {
    if (!flags.logged[index]) continue;
    days += 1;
    if (flags.headache[index]) headaches += 1;
  }
  return (headaches + 1) / (days + 4);
}

/** Yesterday's state, as a probability: how often the patient had a headache h days after a day
 * like the origin day (headache or not), shrunk toward the base rate with 2 pseudo-days. Falls
 * back to the base rate when the origin day was not logged. */
export function yesterdaysStateForecast(flags: DiaryFlags, originIndex: number, horizon: number): number {
  const base = baseRateForecast(flags, originIndex);
  if (!flags.logged[originIndex]) return base;
  const state = flags.headache[originIndex] ?? false;
  let matches = 0;
  let followedByHeadache = 0;
  for (let index = 0; index + horizon <= originIndex; index += 1) {
    if (!flags.logged[index] || !flags.logged[index + horizon] || flags.headache[index] !== state) continue;
    matches += 1;
    if (flags.headache[index + horizon]) followedByHeadache += 1;
  }
  return (followedByHeadache + 2 * base) / (matches + 2);
}
