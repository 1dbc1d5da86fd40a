import { MIDAS_ITEM_LABELS, MIDAS_ITEMS, type MidasAnswers, type MidasScore } from '@cephalo/shared/outcomes';
import type { Bundle, BundleEntry, FhirResource, Observation, ObservationComponent, Patient, QuestionnaireResponse, QuestionnaireResponseItem } from 'fhir/r4';
import { durationHours } from '../insights/attack-features';
import type { ClinicalDiaryDay } from '../insights/clinical-diary-day';
import { classifyDiaryDay } from './classify-diary-day';
import { deterministicUuid } from './deterministic-uuid';
import { FHIR_CODES, UCUM } from './fhir-codes';

/**
 * The canonical URL we give the MIDAS questionnaire, under the server's public URL. No official
 * FHIR Questionnaire for MIDAS is published, so ours names it; see docs/decisions/013.
 */
export const midasQuestionnaireUrl = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/fhir/Questionnaire/midas`;

export interface FhirExportInput {
  patient: { id: string; name?: string | null };
  days: ClinicalDiaryDay[];
  midas: Pick<MidasScore, 'id' | 'answered_on' | 'answers' | 'score' | 'grade'>[];
  /** ISO instant of the export (Bundle.timestamp). */
  generatedAt: string;
  /** The server's PUBLIC_URL, for the questionnaire's canonical URL. */
  publicUrl?: string;
}

const MIDAS_LINK_IDS: Record<keyof MidasAnswers, string> = {
  missed_work_days: '1',
  reduced_work_days: '2',
  missed_household_days: '3',
  reduced_household_days: '4',
  missed_social_days: '5',
  headache_days: 'A',
  average_pain: 'B',
};

const entryOf = (resource: FhirResource & { id: string }): BundleEntry => ({ fullUrl: `urn:uuid:${resource.id}`, resource });
const time = (value: string) => (value.length === 5 ? `${value}:00` : value);

function headacheObservation(day: ClinicalDiaryDay, patientId: string, patientUrl: string): Observation & { id: string } {
  const component: ObservationComponent[] = [];
  if (day.headache) {
    if (day.intensity !== null) component.push({ code: FHIR_CODES.painSeverity, valueInteger: day.intensity });
    const hours = durationHours(day);
    if (hours !== null)
      component.push({ code: FHIR_CODES.duration, valueQuantity: { value: Math.round(hours * 100) / 100, unit: 'h', system: UCUM, code: 'h' } });
    else if (day.durationText) component.push({ code: FHIR_CODES.duration, valueString: day.durationText });
    if (day.start) component.push({ code: FHIR_CODES.start, valueTime: time(day.start) });
    if (day.end) component.push({ code: FHIR_CODES.end, valueTime: time(day.end) });
    component.push(
      { code: FHIR_CODES.nausea, valueBoolean: day.nausea },
      { code: FHIR_CODES.photophobia, valueBoolean: day.lightSensitivity },
      { code: FHIR_CODES.phonophobia, valueBoolean: day.soundSensitivity },
      { code: FHIR_CODES.aura, valueBoolean: day.aura || day.visualDisturbances },
      { code: FHIR_CODES.migraineDay, valueBoolean: classifyDiaryDay(day).isMigraineDay },
    );
  }
  if (day.medicationTaken) component.push({ code: FHIR_CODES.medication, valueString: day.medicationTaken });
  const notes = [day.painDescription && `Pain: ${day.painDescription}`, day.painLocation && `Location: ${day.painLocation}`].filter((note): note is string =>
    Boolean(note),
  );
  return {
    resourceType: 'Observation',
    id: deterministicUuid(patientId, 'headache-day', day.date),
    status: 'final',
    category: [FHIR_CODES.surveyCategory],
    code: FHIR_CODES.headache,
    subject: { reference: patientUrl },
    effectiveDateTime: day.date,
    valueBoolean: day.headache,
    ...(component.length > 0 ? { component } : {}),
    ...(day.headache && notes.length > 0 ? { note: notes.map((text) => ({ text })) } : {}),
  };
}

function midasResponse(
  midas: FhirExportInput['midas'][number],
  patientId: string,
  patientUrl: string,
  publicUrl: string,
): QuestionnaireResponse & { id: string } {
  const item: QuestionnaireResponseItem[] = MIDAS_ITEMS.flatMap((key) => {
    const value = midas.answers[key];
    return value === null || value === undefined ? [] : [{ linkId: MIDAS_LINK_IDS[key], text: MIDAS_ITEM_LABELS[key], answer: [{ valueInteger: value }] }];
  });
  item.push({ linkId: 'score', text: 'MIDAS score (sum of items 1-5)', answer: [{ valueInteger: midas.score }] });
  item.push({ linkId: 'grade', text: 'MIDAS grade', answer: [{ valueString: midas.grade }] });
  return {
    resourceType: 'QuestionnaireResponse',
    id: deterministicUuid(patientId, 'midas', midas.id),
    questionnaire: midasQuestionnaireUrl(publicUrl),
    status: 'completed',
    subject: { reference: patientUrl },
    authored: midas.answered_on,
    item,
  };
}

/** A FHIR R4 Bundle (type collection) of the patient's diary days and MIDAS scores. */
export function buildFhirBundle({ patient, days, midas, generatedAt, publicUrl = 'https://cephalo.example' }: FhirExportInput): Bundle {
  const patientResource: Patient & { id: string } = {
    resourceType: 'Patient',
    id: deterministicUuid(patient.id, 'patient'),
    ...(patient.name ? { name: [{ text: patient.name }] } : {}),
  };
  const patientUrl = `urn:uuid:${patientResource.id}`;
  const sortedDays = [...days].sort((a, b) => a.date.localeCompare(b.date));
  return {
    resourceType: 'Bundle',
    id: deterministicUuid(patient.id, 'bundle', generatedAt),
    type: 'collection',
    timestamp: generatedAt,
    entry: [
      entryOf(patientResource),
      ...sortedDays.map((day) => entryOf(headacheObservation(day, patient.id, patientUrl))),
      ...midas.map((score) => entryOf(midasResponse(score, patient.id, patientUrl, publicUrl))),
    ],
  };
}
