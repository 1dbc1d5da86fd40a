import type { AcuteMedicationClass } from '@cephalo/shared/outcomes';
import { classifyMedication, type MedicationClass } from '../insights/medication-classes';

/**
 * The dictionary of insights/medication-classes.ts in the API's class names. Its
 * "gepant-or-ditan" group becomes `gepant`: the ditan lasmiditan is, like the gepants, a
 * migraine-specific acute medicine that ICHD-3 8.2 gives no threshold of its own, so for overuse
 * both count only toward "multiple classes" (8.2.6). Counting lasmiditan as a triptan would apply
 * the triptan threshold to a different drug class (a 5-HT1F agonist without vasoconstriction).
 */
const ACUTE_CLASS: Record<MedicationClass, AcuteMedicationClass> = {
  'simple-analgesic': 'simple_analgesic',
  triptan: 'triptan',
  ergot: 'ergot',
  opioid: 'opioid',
  'combination-analgesic': 'combination_analgesic',
  'gepant-or-ditan': 'gepant',
};

/** Acute classes named in a free-text "medication taken" field. */
export const acuteMedicationClasses = (text: string | null): AcuteMedicationClass[] =>
  classifyMedication(text).map((medicationClass) => ACUTE_CLASS[medicationClass]);

/**
 * Migraine-specific acute medicines (triptans, ergots, gepants, lasmiditan): a headache treated
 * with one counts as a migraine day whatever its length (IHS trial guidelines, Tassorelli et al.
 * 2018; see classify-diary-day.ts).
 */
export const MIGRAINE_SPECIFIC_CLASSES: readonly AcuteMedicationClass[] = ['triptan', 'ergot', 'gepant'];
