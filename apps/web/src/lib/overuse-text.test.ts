import { describe, expect, it } from 'vitest';
import type { AcuteMedicationClass } from '@cephalo/shared/outcomes';
import { englishT } from '../i18n/english-for-tests';
import { overuseText as overuseTextIn } from './overuse-text';

const overuseText = (...args: [Parameters<typeof overuseTextIn>[0], Parameters<typeof overuseTextIn>[1]]) => overuseTextIn(...args, englishT);

const byClass = (days: Partial<Record<AcuteMedicationClass, number>>): Record<AcuteMedicationClass, number> => ({
  simple_analgesic: 0,
  triptan: 0,
  ergot: 0,
  opioid: 0,
  combination_analgesic: 0,
  gepant: 0,
  ...days,
});

describe('overuse status in words', () => {
  it('names each class over its ICHD-3 8.2 limit with its days', () => {
    expect(
      overuseText(
        { status: 'overuse', classes: ['triptan'] },
        { acute_medication_days: 12, acute_medication_days_by_class: byClass({ triptan: 11, simple_analgesic: 2 }) },
      ),
    ).toBe("Medication overuse pattern (ICHD-3 8.2): triptans on 11 days (limit 10). A diagnosis needs more than 3 months of it and a doctor's judgement.");
  });

  it('counts all acute medication days for several kinds together (8.2.6)', () => {
    expect(
      overuseText(
        { status: 'at_risk', classes: ['multiple_classes', 'simple_analgesic'] },
        { acute_medication_days: 9, acute_medication_days_by_class: byClass({ simple_analgesic: 13, triptan: 4 }) },
      ),
    ).toBe('Close to medication overuse: several kinds together on 9 days (limit 10); simple painkillers on 13 days (limit 15).');
  });

  it('says plainly when there is no overuse', () => {
    expect(overuseText({ status: 'none', classes: [] }, { acute_medication_days: 0, acute_medication_days_by_class: byClass({}) })).toBe(
      'No acute medication days.',
    );
    expect(overuseText({ status: 'none', classes: [] }, { acute_medication_days: 1, acute_medication_days_by_class: byClass({ triptan: 1 }) })).toBe(
      'No medication overuse: acute medicines on 1 day, under the ICHD-3 8.2 limits.',
    );
  });
});
