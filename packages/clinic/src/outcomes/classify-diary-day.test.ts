import { describe, expect, it } from 'vitest';
import { classifyDiaryDay } from './classify-diary-day';
import { entry, migraineEntry, tensionEntry } from './test-diary';

const DATE = '2026-11-02';
const classify = (overrides: Parameters<typeof migraineEntry>[1]) => classifyDiaryDay(migraineEntry(DATE, overrides));

describe('headache and migraine days (IHS trial definition, ICHD-3 1.1/1.2)', () => {
  it('counts a 6-hour one-sided throbbing attack with nausea as a migraine day by its features', () => {
    expect(classifyDiaryDay(migraineEntry(DATE))).toEqual({
      date: DATE,
      isHeadacheDay: true,
      isMigraineDay: true,
      migraineBy: 'features',
      acuteClasses: [],
      hasUnclassifiedMedication: false,
    });
  });

  it('does not count an untreated attack under 4 hours, however typical', () => {
    expect(classify({ start: '08:00', end: '11:59' })).toMatchObject({ isHeadacheDay: true, isMigraineDay: false, migraineBy: null });
    expect(classify({ start: '08:00', end: '12:00' })).toMatchObject({ isMigraineDay: true, migraineBy: 'features' });
  });

  it('counts an attack under 4 hours treated with a triptan, ergot, gepant or lasmiditan', () => {
    expect(classify({ start: '08:00', end: '09:00', medicationTaken: 'Sumatriptan 50 mg' })).toMatchObject({
      isMigraineDay: true,
      migraineBy: 'migraine_specific_medication',
      acuteClasses: ['triptan'],
    });
    expect(classifyDiaryDay(tensionEntry(DATE, { medicationTaken: 'rizatriptan' }))).toMatchObject({
      isMigraineDay: true,
      migraineBy: 'migraine_specific_medication',
    });
    expect(classifyDiaryDay(tensionEntry(DATE, { medicationTaken: 'DHE nasal spray' }))).toMatchObject({ isMigraineDay: true, acuteClasses: ['ergot'] });
    expect(classifyDiaryDay(tensionEntry(DATE, { medicationTaken: 'Nurtec' }))).toMatchObject({ isMigraineDay: true, acuteClasses: ['gepant'] });
    expect(classifyDiaryDay(tensionEntry(DATE, { medicationTaken: 'lasmiditan 100' }))).toMatchObject({ isMigraineDay: true, acuteClasses: ['gepant'] });
  });

  it('does not count a short attack treated with a simple analgesic or an opioid', () => {
    expect(classify({ start: '08:00', end: '09:00', medicationTaken: 'ibuprofen 400' })).toMatchObject({
      isMigraineDay: false,
      acuteClasses: ['simple_analgesic'],
    });
    expect(classify({ start: '08:00', end: '09:00', medicationTaken: 'tramadol' })).toMatchObject({ isMigraineDay: false, acuteClasses: ['opioid'] });
  });

  it('needs a headache: a triptan on a headache-free day is a medication day only', () => {
    expect(classifyDiaryDay(entry(DATE, { medicationTaken: 'sumatriptan' }))).toMatchObject({
      isHeadacheDay: false,
      isMigraineDay: false,
      acuteClasses: ['triptan'],
    });
  });

  it('takes the duration from the text when the end time is missing', () => {
    expect(classify({ end: null, durationText: '5 hours' })).toMatchObject({ isMigraineDay: true, migraineBy: 'features' });
    expect(classify({ end: null, durationText: '2h' })).toMatchObject({ isMigraineDay: false });
    expect(classify({ end: null, durationText: null })).toMatchObject({ isHeadacheDay: true, isMigraineDay: false });
  });

  it('with neither times nor a duration, counts only a migraine-specific treatment', () => {
    expect(classify({ start: null, end: null, durationText: null })).toMatchObject({ isHeadacheDay: true, isMigraineDay: false });
    expect(classify({ start: null, end: null, durationText: null, medicationTaken: 'Maxalt' })).toMatchObject({
      isMigraineDay: true,
      migraineBy: 'migraine_specific_medication',
    });
  });

  it('needs two of one-sided, pulsating and intensity 5 or more', () => {
    expect(classify({ painLocation: 'both sides', intensity: 5 })).toMatchObject({ isMigraineDay: true });
    expect(classify({ painLocation: 'both sides', intensity: 4 })).toMatchObject({ isMigraineDay: false });
    expect(classify({ painDescription: 'dull', intensity: 8 })).toMatchObject({ isMigraineDay: true });
    expect(classify({ painDescription: 'dull', painLocation: 'whole head', intensity: 8 })).toMatchObject({ isMigraineDay: false });
  });

  it('needs nausea, or light and sound sensitivity together, or aura', () => {
    expect(classify({ nausea: false })).toMatchObject({ isMigraineDay: false });
    expect(classify({ nausea: false, lightSensitivity: true })).toMatchObject({ isMigraineDay: false });
    expect(classify({ nausea: false, lightSensitivity: true, soundSensitivity: true })).toMatchObject({ isMigraineDay: true });
    expect(classify({ nausea: false, aura: true })).toMatchObject({ isMigraineDay: true });
    expect(classify({ nausea: false, visualDisturbances: true })).toMatchObject({ isMigraineDay: true });
  });

  it('marks medication text that names no acute medicine', () => {
    expect(classifyDiaryDay(entry(DATE, { medicationTaken: 'magnesium' }))).toMatchObject({ acuteClasses: [], hasUnclassifiedMedication: true });
    expect(classifyDiaryDay(entry(DATE, { medicationTaken: '  ' }))).toMatchObject({ hasUnclassifiedMedication: false });
  });
});
