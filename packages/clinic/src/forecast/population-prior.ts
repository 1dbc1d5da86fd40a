// The population prior of the headache forecast: the coefficients a patient with no diary starts
// from, taken from published diary studies (see docs/decisions/004-forecast-model.md for the
// table with DOIs and what each study measured). Log-odds scale throughout.

/** Daily probability of a headache day for a patient we know nothing about. Episodic-migraine
 * diary cohorts report roughly 2-14 headache days a month (Houle 2017: 38.5% of days with any
 * head pain; Holsteen 2020: 2-10 headache days a month); 0.25 (7-8 days a month) sits between. */
export const PRIOR_BASE_RATE = 0.25;

export const PRIOR = {
  /** Headache on the day before. Not a published odds ratio: an assumption consistent with
   * attacks lasting 4-72 h (ICHD-3 1.1) and the clustering of migraine days in diaries
   * (Sci Rep 2020, doi:10.1038/s41598-020-60505-5). OR 3.5. */
  persistence: Math.log(3.5),
  /** Stress let-down: decline in stress from one evening to the next and migraine onset in the
   * following 6-18 h, OR 1.5-1.9 (Lipton 2014, doi:10.1212/WNL.0000000000000332). We read OR 1.7
   * as a marked decline of 3 points on the 1-10 scale, so per point of decline, capped at 5. */
  letdownPerPoint: Math.log(1.7) / 3,
  /** Stress above the patient's usual level: small (Lipton 2014 found level alone mostly not
   * associated; Holsteen 2020 and Houle 2017 found higher stress predictive). OR 1.05 a point. */
  stressPerPoint: Math.log(1.05),
  /** Sleep far (>= 1.5 h) from the patient's usual: low sleep efficiency raised next-day odds by
   * 39% (Bertisch 2020, doi:10.1212/WNL.0000000000008740) while short duration alone did not;
   * deviation from one's usual sleep predicted next-day attacks (Stanyer 2023,
   * doi:10.1186/s10194-023-01638-6). The diary holds hours only, so deviation is the proxy. */
  sleepOff: Math.log(1.39),
  /** Acute medication on >= 10 of the last 30 days (the ICHD-3 8.2 overuse threshold for
   * triptans and combinations). No published daily odds ratio: assumed OR 1.5. */
  medicationOveruse: Math.log(1.5),
  /** Pressure fall of >= 5 hPa over the 24 h before the day: OR 1.27 in weather-sensitive
   * patients, who were 18 of 28 (Kimoto 2011, doi:10.2169/internalmedicine.50.5640); the
   * population effect is the sensitive share times that log-odds. */
  pressureFall: (18 / 28) * Math.log(1.27),
} as const;

/** Feature thresholds shared by the model and its documentation. */
export const THRESHOLDS = {
  letdownCap: 5,
  sleepOffHours: 1.5,
  medicationDays: 10,
  medicationWindow: 30,
  pressureFallHpa: -5,
} as const;

/** How often a 24-h fall of >= 5 hPa happens in mid-latitudes (roughly one day in ten). The
 * diary carries no pressure, so the personal intercept absorbs the average pressure effect; a
 * supplied forecast moves the risk by the difference from this climatology. */
export const PRESSURE_FALL_CLIMATOLOGY = 0.1;

/** Prior standard deviations of the personal parameters (between-patient spread). */
export const PRIOR_SD = {
  intercept: 1.0,
  persistence: 0.5,
  letdownPerPoint: 0.12,
} as const;

/** Usual values and stress dynamics for a patient with no history (1-10 stress, AR(1) by day). */
export const PRIOR_USUAL = {
  stressMean: 4.5,
  stressPersistence: 0.6,
  stressInnovationSd: 1.5,
  sleepHours: 7,
  sleepOffShare: 0.15,
  /** Pseudo-days each usual value is shrunk with. */
  shrinkDays: 10,
} as const;

/** How the fit weighs the past: a day a year old counts half; days over three years old are not
 * read; the recent-level adjustment looks at the last 8 weeks with a 3-week half-life. */
export const RECENCY = {
  halfLifeDays: 365,
  maxLookbackDays: 3 * 365,
  levelHalfLifeDays: 21,
  levelWindowDays: 56,
  levelPriorSd: 0.3,
} as const;
