import { describe, expect, it } from 'vitest';
import { emptyTreatmentForm, formToTreatment, TreatmentFormSchema } from './treatment-form-values';
import { OWN_OUTCOMES, subjectKey, subjectPath } from './outcomes-subject';

describe('outcomes subject', () => {
  it("maps the patient's own and a doctor's patient to their API paths", () => {
    expect(subjectPath(OWN_OUTCOMES, '/outcomes?months=12')).toBe('/outcomes?months=12');
    expect(subjectPath({ kind: 'patient', patientId: 'p/1' }, '/treatments/t1')).toBe('/doctors/patients/p%2F1/treatments/t1');
    expect(subjectKey({ kind: 'patient', patientId: 'p1' })).not.toBe(subjectKey(OWN_OUTCOMES));
  });
});

describe('treatment form', () => {
  it('sends an empty stop date as null and refuses a stop before the start', () => {
    expect(formToTreatment({ name: ' Propranolol ', started_on: '2026-11-01', stopped_on: '' })).toEqual({
      name: 'Propranolol',
      started_on: '2026-11-01',
      stopped_on: null,
    });
    const refused = TreatmentFormSchema.safeParse({ name: 'Topiramate', started_on: '2026-11-01', stopped_on: '2026-10-01' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['stopped_on', 'The stop date must not be before the start']]);
    expect(TreatmentFormSchema.safeParse(emptyTreatmentForm('2026-11-22')).error?.issues[0]?.message).toBe('Enter the medicine');
  });
});
