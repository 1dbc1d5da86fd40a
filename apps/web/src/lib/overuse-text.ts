import type { AcuteMedicationClass, Overuse, OveruseClass, WindowOutcome } from '@cephalo/shared/outcomes';

/**
 * Thresholds of ICHD-3 8.2 (https://ichd-3.org/8-headache-attributed-to-a-substance-or-its-withdrawal/8-2-medication-overuse-headache-moh/):
 * 15 or more days a month of simple analgesics, 10 or more of the others and of several classes
 * together (8.2.6). Gepants and lasmiditan have none of their own. The server decides the status;
 * these numbers only explain it.
 */
const OVERUSE_THRESHOLD_DAYS: Record<OveruseClass, number | null> = {
  simple_analgesic: 15,
  triptan: 10,
  ergot: 10,
  opioid: 10,
  combination_analgesic: 10,
  gepant: null,
  multiple_classes: 10,
};

const CLASS_NAMES: Record<OveruseClass, string> = {
  simple_analgesic: 'simple painkillers',
  triptan: 'triptans',
  ergot: 'ergots',
  opioid: 'opioids',
  combination_analgesic: 'combination painkillers',
  gepant: 'gepants or lasmiditan',
  multiple_classes: 'several kinds together',
};

export const medicationClassName = (medicationClass: OveruseClass): string => CLASS_NAMES[medicationClass];

const classPhrase = (medicationClass: OveruseClass, byClass: Partial<Record<AcuteMedicationClass, number>>, total: number): string => {
  const count = medicationClass === 'multiple_classes' ? total : (byClass[medicationClass] ?? 0);
  const threshold = OVERUSE_THRESHOLD_DAYS[medicationClass];
  return `${CLASS_NAMES[medicationClass]} on ${count} days${threshold === null ? '' : ` (limit ${threshold})`}`;
};

/** The overuse status of a period in plain words, with the days behind it. */
export function overuseText(overuse: Overuse, period: Pick<WindowOutcome, 'acute_medication_days' | 'acute_medication_days_by_class'>): string {
  const classes = overuse.classes
    .map((medicationClass) => classPhrase(medicationClass, period.acute_medication_days_by_class, period.acute_medication_days))
    .join('; ');
  switch (overuse.status) {
    case 'overuse':
      return `Medication overuse pattern (ICHD-3 8.2): ${classes}. A diagnosis needs more than 3 months of it and a doctor's judgement.`;
    case 'at_risk':
      return `Close to medication overuse: ${classes}.`;
    case 'none':
      return period.acute_medication_days === 0
        ? 'No acute medication days.'
        : `No medication overuse: acute medicines on ${period.acute_medication_days} ${period.acute_medication_days === 1 ? 'day' : 'days'}, under the ICHD-3 8.2 limits.`;
  }
}

export const overuseLabel = (status: Overuse['status']): string => ({ none: 'No overuse', at_risk: 'At risk', overuse: 'Overuse' })[status];

export const overuseColor = (status: Overuse['status']): string => ({ none: 'gray', at_risk: 'yellow', overuse: 'red' })[status];
