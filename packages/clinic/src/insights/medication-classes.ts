/**
 * Acute headache medicines mapped to the classes of ICHD-3 8.2 (medication-overuse headache),
 * https://ichd-3.org/8-headache-attributed-to-a-substance-or-its-withdrawal/8-2-medication-overuse-headache-moh/
 * Generic names and common brand names as patients write them. Matching is by whole word,
 * without regard to case. Gepants and ditans are listed but, as newer classes not named in
 * ICHD-3 8.2, they count only toward the "multiple classes" total.
 */
export type MedicationClass = 'triptan' | 'ergot' | 'opioid' | 'combination-analgesic' | 'simple-analgesic' | 'gepant-or-ditan';

export const MEDICATION_CLASSES: Record<MedicationClass, string[]> = {
  triptan: [
    'sumatriptan',
    'imigran',
    'imitrex',
    'rizatriptan',
    'maxalt',
    'zolmitriptan',
    'zomig',
    'eletriptan',
    'relpax',
    'naratriptan',
    'naramig',
    'amerge',
    'almotriptan',
    'almogran',
    'frovatriptan',
    'migard',
    'frova',
    'triptan',
    'triptans',
  ],
  ergot: ['ergotamine', 'cafergot', 'dihydroergotamine', 'dhe', 'migranal', 'ergot'],
  opioid: ['codeine', 'tramadol', 'morphine', 'oxycodone', 'hydrocodone', 'tapentadol', 'dihydrocodeine', 'fentanyl', 'opioid', 'opioids'],
  'combination-analgesic': [
    'co-codamol',
    'cocodamol',
    'excedrin',
    'solpadeine',
    'syndol',
    'migraleve',
    'fioricet',
    'fiorinal',
    'caffetin',
    'panadol extra',
    'anadin extra',
    'combination painkiller',
  ],
  'simple-analgesic': [
    'paracetamol',
    'acetaminophen',
    'tylenol',
    'panadol',
    'ibuprofen',
    'nurofen',
    'advil',
    'brufen',
    'naproxen',
    'aleve',
    'naprosyn',
    'aspirin',
    'acetylsalicylic',
    'diclofenac',
    'voltaren',
    'ketoprofen',
    'metamizole',
    'analgin',
    'dexketoprofen',
    'painkiller',
    'painkillers',
  ],
  'gepant-or-ditan': ['rimegepant', 'nurtec', 'vydura', 'ubrogepant', 'ubrelvy', 'zavegepant', 'lasmiditan', 'reyvow'],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Longer names first, so "panadol extra" (combination) wins over "panadol" (simple).
const PATTERNS = (Object.entries(MEDICATION_CLASSES) as [MedicationClass, string[]][])
  .flatMap(([medicationClass, names]) =>
    names.map((name) => ({ medicationClass, name, pattern: new RegExp(`(^|[^\\p{L}])${escape(name)}([^\\p{L}]|$)`, 'iu') })),
  )
  .sort((a, b) => b.name.length - a.name.length);

/** The classes named in a free-text "medication taken" field. */
export function classifyMedication(text: string | null): MedicationClass[] {
  if (!text) return [];
  let remaining = text;
  const found = new Set<MedicationClass>();
  for (const { medicationClass, pattern } of PATTERNS) {
    if (pattern.test(remaining)) {
      found.add(medicationClass);
      remaining = remaining.replace(pattern, ' ');
    }
  }
  return [...found];
}
