import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildFhirBundle, midasQuestionnaireUrl } from './build-fhir-bundle';
import { entry, migraineEntry, tensionEntry } from './test-diary';

// The structural rules of FHIR R4 the export must meet (https://hl7.org/fhir/R4/): resource ids,
// Bundle.type, entry.fullUrl with its resource, Observation.status and code,
// QuestionnaireResponse.status, and the formats of dates and times.
const ID = /^[A-Za-z0-9\-.]{1,64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const Coding = z.object({ system: z.url(), code: z.string().min(1), display: z.string().optional() }).strict();
const CodeableConcept = z
  .object({ coding: z.array(Coding).min(1).optional(), text: z.string().optional() })
  .strict()
  .refine((value) => value.coding || value.text, 'a CodeableConcept needs a coding or text');
const Reference = z.object({ reference: z.string().startsWith('urn:uuid:') }).strict();
const oneValue = (value: Record<string, unknown>) => Object.keys(value).filter((key) => key.startsWith('value')).length === 1;
const Component = z
  .object({
    code: CodeableConcept,
    valueBoolean: z.boolean().optional(),
    valueInteger: z.number().int().optional(),
    valueString: z.string().min(1).optional(),
    valueTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/)
      .optional(),
    valueQuantity: z
      .object({ value: z.number(), unit: z.string(), system: z.literal('http://unitsofmeasure.org'), code: z.string() })
      .strict()
      .optional(),
  })
  .strict()
  .refine(oneValue, 'a component has exactly one value[x]');
const Observation = z
  .object({
    resourceType: z.literal('Observation'),
    id: z.string().regex(ID),
    status: z.enum(['registered', 'preliminary', 'final', 'amended', 'corrected', 'cancelled', 'entered-in-error', 'unknown']),
    category: z.array(CodeableConcept).optional(),
    code: CodeableConcept,
    subject: Reference,
    effectiveDateTime: z.string().regex(DATE),
    valueBoolean: z.boolean(),
    component: z.array(Component).min(1).optional(),
    note: z.array(z.object({ text: z.string() }).strict()).optional(),
  })
  .strict();
const AnswerItem = z
  .object({
    linkId: z.string().min(1),
    text: z.string().optional(),
    answer: z.array(z.object({ valueInteger: z.number().int().optional(), valueString: z.string().optional() }).strict().refine(oneValue)).length(1),
  })
  .strict();
const QuestionnaireResponse = z
  .object({
    resourceType: z.literal('QuestionnaireResponse'),
    id: z.string().regex(ID),
    questionnaire: z.url(),
    status: z.enum(['in-progress', 'completed', 'amended', 'entered-in-error', 'stopped']),
    subject: Reference,
    authored: z.string().regex(DATE),
    item: z.array(AnswerItem).min(1),
  })
  .strict();
const Patient = z
  .object({ resourceType: z.literal('Patient'), id: z.string().regex(ID), name: z.array(z.object({ text: z.string() }).strict()).optional() })
  .strict();
const Resource = z.discriminatedUnion('resourceType', [Patient, Observation, QuestionnaireResponse]);
const Bundle = z
  .object({
    resourceType: z.literal('Bundle'),
    id: z.string().regex(ID),
    type: z.literal('collection'),
    timestamp: z.iso.datetime(),
    entry: z.array(z.object({ fullUrl: z.string().regex(/^urn:uuid:/), resource: Resource }).strict()),
  })
  .strict();

const midas = {
  id: 'midas-1',
  answered_on: '2026-11-01',
  answers: {
    missed_work_days: 2,
    reduced_work_days: 3,
    missed_household_days: 1,
    reduced_household_days: 0,
    missed_social_days: 2,
    headache_days: 12,
    average_pain: 6,
  },
  score: 8,
  grade: 'II' as const,
};
const input = {
  patient: { id: 'patient-42', name: 'Ana Test' },
  days: [
    tensionEntry('2026-11-03', { start: null, end: null, durationText: 'a while', medicationTaken: 'paracetamol' }),
    migraineEntry('2026-11-02', { medicationTaken: 'sumatriptan', aura: true }),
    entry('2026-11-04'),
  ],
  midas: [midas],
  generatedAt: '2026-11-21T10:00:00.000Z',
  publicUrl: 'https://cephalo.example/',
};

describe('FHIR R4 export', () => {
  const bundle = buildFhirBundle(input);
  const parsed = Bundle.parse(bundle);
  const resources = parsed.entry.map((item) => item.resource);
  const observations = resources.filter((resource) => resource.resourceType === 'Observation');

  it('is a collection Bundle whose entries carry their resource under a urn:uuid fullUrl', () => {
    expect(parsed.entry.map((item) => item.resource.resourceType)).toEqual(['Patient', 'Observation', 'Observation', 'Observation', 'QuestionnaireResponse']);
    for (const item of parsed.entry) {
      expect(item.fullUrl).toBe(`urn:uuid:${item.resource.id}`);
      expect(item.resource.id).toMatch(UUID);
    }
    expect(new Set(parsed.entry.map((item) => item.fullUrl)).size).toBe(5);
  });

  it('points every reference at the Patient entry', () => {
    const patientUrl = parsed.entry[0]!.fullUrl;
    for (const resource of resources) if (resource.resourceType !== 'Patient') expect(resource.subject.reference).toBe(patientUrl);
  });

  it('writes one headache Observation per diary day, oldest first, with SNOMED CT and LOINC codes', () => {
    expect(observations.map((item) => [item.effectiveDateTime, item.valueBoolean])).toEqual([
      ['2026-11-02', true],
      ['2026-11-03', true],
      ['2026-11-04', false],
    ]);
    const migraine = observations[0]!;
    expect(migraine).toMatchObject({ status: 'final', code: { coding: [{ system: 'http://snomed.info/sct', code: '25064002' }] } });
    const component = (text: string) => migraine.component?.find((item) => item.code.text === text);
    expect(component('Headache intensity')).toMatchObject({ code: { coding: [{ system: 'http://loinc.org', code: '72514-3' }] }, valueInteger: 7 });
    expect(component('Headache duration')?.valueQuantity).toEqual({ value: 6, unit: 'h', system: 'http://unitsofmeasure.org', code: 'h' });
    expect(component('Headache start time')?.valueTime).toBe('08:00:00');
    expect(component('Nausea')).toMatchObject({ code: { coding: [{ code: '422587007' }] }, valueBoolean: true });
    expect(component('Aura or visual disturbances')?.valueBoolean).toBe(true);
    expect(component('Medication taken')?.valueString).toBe('sumatriptan');
    expect(component('Migraine day (IHS trial definition as counted by Cephalo)')?.valueBoolean).toBe(true);
    expect(observations[1]!.component?.find((item) => item.code.text === 'Headache duration')?.valueString).toBe('a while');
    expect(observations[2]!.component).toBeUndefined();
  });

  it('writes MIDAS as a completed QuestionnaireResponse with its items, score and grade', () => {
    const response = resources.find((resource) => resource.resourceType === 'QuestionnaireResponse')!;
    expect(response).toMatchObject({ status: 'completed', questionnaire: midasQuestionnaireUrl('https://cephalo.example'), authored: '2026-11-01' });
    expect(response.questionnaire).toBe('https://cephalo.example/fhir/Questionnaire/midas');
    expect(response.item.map((item) => [item.linkId, item.answer[0]!.valueInteger ?? item.answer[0]!.valueString])).toEqual([
      ['1', 2],
      ['2', 3],
      ['3', 1],
      ['4', 0],
      ['5', 2],
      ['A', 12],
      ['B', 6],
      ['score', 8],
      ['grade', 'II'],
    ]);
  });

  it('gives the same ids for the same records, and different ids to different patients', () => {
    expect(buildFhirBundle(input)).toEqual(bundle);
    const other = buildFhirBundle({ ...input, patient: { id: 'patient-43' } });
    expect(other.entry?.[1]?.resource?.id).not.toBe(bundle.entry?.[1]?.resource?.id);
    expect(other.entry?.[0]?.resource).toEqual({ resourceType: 'Patient', id: other.entry?.[0]?.resource?.id });
  });

  it('exports an empty diary as a Bundle with the Patient only', () => {
    expect(Bundle.parse(buildFhirBundle({ ...input, days: [], midas: [] })).entry).toHaveLength(1);
  });
});
