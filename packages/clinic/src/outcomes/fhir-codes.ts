import type { CodeableConcept } from 'fhir/r4';

/**
 * Public codes for the diary's FHIR export. SNOMED CT concepts (https://browser.ihtsdotools.org):
 * 25064002 Headache (finding), 422587007 Nausea (finding), 409668002 Photophobia (finding),
 * 313387002 Phonophobia (finding). LOINC 72514-3 Pain severity - 0-10 verbal numeric rating
 * [Score] - Reported (https://loinc.org/72514-3). Fields without a code we could confirm (aura,
 * duration, times, medication text) carry a text-only CodeableConcept, which FHIR allows.
 */
export const SNOMED = 'http://snomed.info/sct';
export const LOINC = 'http://loinc.org';
export const UCUM = 'http://unitsofmeasure.org';

const snomed = (code: string, display: string): CodeableConcept => ({ coding: [{ system: SNOMED, code, display }], text: display });
const textOnly = (text: string): CodeableConcept => ({ text });

export const FHIR_CODES = {
  headache: snomed('25064002', 'Headache'),
  nausea: snomed('422587007', 'Nausea'),
  photophobia: snomed('409668002', 'Photophobia'),
  phonophobia: snomed('313387002', 'Phonophobia'),
  painSeverity: {
    coding: [{ system: LOINC, code: '72514-3', display: 'Pain severity - 0-10 verbal numeric rating [Score] - Reported' }],
    text: 'Headache intensity',
  } satisfies CodeableConcept,
  aura: textOnly('Aura or visual disturbances'),
  duration: textOnly('Headache duration'),
  start: textOnly('Headache start time'),
  end: textOnly('Headache end time'),
  medication: textOnly('Medication taken'),
  migraineDay: textOnly('Migraine day (IHS trial definition as counted by Cephalo)'),
  /** http://terminology.hl7.org/CodeSystem/observation-category: answers the patient gave. */
  surveyCategory: {
    coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'survey', display: 'Survey' }],
  } satisfies CodeableConcept,
};
