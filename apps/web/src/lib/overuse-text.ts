import type { AcuteMedicationClass, Overuse, OveruseClass, WindowOutcome } from '@cephalo/shared/outcomes';
import type { MessageKey } from '../i18n/i18n';
import type { Translate } from '../i18n/use-t';

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

const CLASS_KEYS: Record<OveruseClass, MessageKey> = {
  simple_analgesic: 'outcomes.class.simpleAnalgesic',
  triptan: 'outcomes.class.triptan',
  ergot: 'outcomes.class.ergot',
  opioid: 'outcomes.class.opioid',
  combination_analgesic: 'outcomes.class.combinationAnalgesic',
  gepant: 'outcomes.class.gepant',
  multiple_classes: 'outcomes.class.multiple',
};

const classPhrase = (medicationClass: OveruseClass, byClass: Partial<Record<AcuteMedicationClass, number>>, total: number, t: Translate): string => {
  const count = medicationClass === 'multiple_classes' ? total : (byClass[medicationClass] ?? 0);
  const threshold = OVERUSE_THRESHOLD_DAYS[medicationClass];
  const kind = t(CLASS_KEYS[medicationClass]);
  return threshold === null ? t('outcomes.overuse.classDays', { kind, count }) : t('outcomes.overuse.classDaysLimit', { kind, count, limit: threshold });
};

/** The overuse status of a period in plain words, with the days behind it, in the interface language. */
export function overuseText(overuse: Overuse, period: Pick<WindowOutcome, 'acute_medication_days' | 'acute_medication_days_by_class'>, t: Translate): string {
  const classes = overuse.classes
    .map((medicationClass) => classPhrase(medicationClass, period.acute_medication_days_by_class, period.acute_medication_days, t))
    .join('; ');
  switch (overuse.status) {
    case 'overuse':
      return t('outcomes.overuse.pattern', { classes });
    case 'at_risk':
      return t('outcomes.overuse.close', { classes });
    case 'none':
      return period.acute_medication_days === 0 ? t('outcomes.overuse.noDays') : t('outcomes.overuse.under', { count: period.acute_medication_days });
  }
}

const LABEL_KEYS: Record<Overuse['status'], MessageKey> = {
  none: 'outcomes.overuse.none',
  at_risk: 'outcomes.overuse.atRisk',
  overuse: 'outcomes.overuse.overuse',
};

export const overuseLabel = (status: Overuse['status'], t: Translate): string => t(LABEL_KEYS[status]);

export const overuseColor = (status: Overuse['status']): string => ({ none: 'gray', at_risk: 'yellow', overuse: 'red' })[status];
