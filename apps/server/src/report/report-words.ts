import type { Overuse, TreatmentWithResponse } from '@cephalo/shared/outcomes';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-09" -> "Sep 2026" (or "Sep" when short). */
export const monthName = (month: string, isShort = false) => {
  const name = MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month;
  return isShort ? name : `${name} ${month.slice(0, 4)}`;
};

const LONG_MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-11-28" -> "28 November 2026", as the screens write dates. */
export const longDate = (date: string) => `${Number(date.slice(8, 10))} ${LONG_MONTH_NAMES[Number(date.slice(5, 7)) - 1] ?? ''} ${date.slice(0, 4)}`;

/** "1 day", "3 days". */
export const days = (count: number, noun = 'day') => `${count} ${noun}${count === 1 ? '' : 's'}`;

export const percent = (share: number) => `${Math.round(share * 100)} %`;

const CLASS_NAMES: Record<Overuse['classes'][number], string> = {
  simple_analgesic: 'simple analgesics',
  triptan: 'triptans',
  ergot: 'ergots',
  opioid: 'opioids',
  combination_analgesic: 'combination analgesics',
  gepant: 'gepants or lasmiditan',
  multiple_classes: 'several classes together',
};
export const overuseClasses = (overuse: Overuse) => overuse.classes.map((medicationClass) => CLASS_NAMES[medicationClass]).join(', ');

/** The status of a period in words: ICHD-3 8.2 counts days a month; `at_risk` is our early warning. */
export function describeOveruse(overuse: Overuse): string {
  if (overuse.status === 'overuse') return `at or over the ICHD-3 8.2 threshold (${overuseClasses(overuse)})`;
  if (overuse.status === 'at_risk') return `within 2 days of the ICHD-3 8.2 threshold (${overuseClasses(overuse)})`;
  return 'below the ICHD-3 8.2 thresholds';
}

export const overuseShort = (overuse: Overuse) => ({ none: 'none', at_risk: 'at risk', overuse: 'overuse' })[overuse.status];

const rate = (value: number | null) => (value === null ? 'not given' : `${value} per 30 days`);

/** One treatment's response as a sentence, with the diary days behind each side. */
export function describeResponse({ response }: TreatmentWithResponse): string {
  const { baseline, treatment } = response;
  const sides = `Baseline ${baseline.from} to ${baseline.to}: ${rate(baseline.migraine_days_per_30)} (${baseline.days_with_entry} of ${baseline.days_counted} days logged). Months 2-3 ${treatment.from} to ${treatment.to}: ${rate(treatment.migraine_days_per_30)} (${treatment.days_with_entry} of ${treatment.days_counted} days logged).`;
  const threshold = `${response.responder_threshold_percent} %${response.is_chronic_baseline ? ', chronic migraine baseline' : ''}`;
  const status = {
    responder: `Responder: migraine days fell by ${response.reduction_percent} % (threshold ${threshold}).`,
    non_responder: `Not a responder: ${response.reduction_percent !== null && response.reduction_percent < 0 ? `migraine days rose by ${-response.reduction_percent} %` : `migraine days fell by ${response.reduction_percent} %`} (threshold ${threshold}).`,
    too_early: `Too early to judge: months 2-3 end on ${treatment.to}.`,
    stopped_early: 'Stopped before day 90: no response can be judged.',
    not_enough_data: `Not enough diary data: a rate needs ${percent(response.minimum_coverage)} of the days logged on each side.`,
    no_baseline_migraine_days: 'No migraine days in the baseline: no reduction can be computed.',
  }[response.status];
  return `${status} ${sides}`;
}
