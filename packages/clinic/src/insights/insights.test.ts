import { describe, expect, it } from 'vitest';
import { attackFeatures, durationHours, hasMigraineDuration, migrainePainCharacteristics } from './attack-features';
import { summarizeDiary } from './diary-summary';
import { assessIchd3 } from './ichd3-assessment';
import { classifyMedication } from './medication-classes';
import { assessMedicationOveruse } from './medication-overuse';
import { TODAY, day, migraineDay } from './test-days';

const candidate = (history: Parameters<typeof assessIchd3>[0], code: string) => assessIchd3(history, TODAY).candidates.find((item) => item.code === code)!;
const criterion = (history: Parameters<typeof assessIchd3>[0], code: string, id: string) => candidate(history, code).criteria.find((item) => item.id === id)!;

describe('medication classes (ICHD-3 8.2 dictionary)', () => {
  it('maps generic and brand names, longest name first', () => {
    expect(classifyMedication('Sumatriptan 50mg')).toEqual(['triptan']);
    expect(classifyMedication('ibuprofen 400 and paracetamol')).toEqual(['simple-analgesic']);
    expect(classifyMedication('Panadol Extra')).toEqual(['combination-analgesic']);
    expect(classifyMedication('co-codamol, then Maxalt')).toEqual(expect.arrayContaining(['combination-analgesic', 'triptan']));
    expect(classifyMedication('tea and rest')).toEqual([]);
    expect(classifyMedication(null)).toEqual([]);
  });
});

describe('medication overuse (ICHD-3 8.2)', () => {
  const triptanDays = (count: number) => Array.from({ length: count }, (_, index) => day(index * 2, { headache: true, medicationTaken: 'sumatriptan' }));
  const paracetamolDays = (count: number) => Array.from({ length: count }, (_, index) => day(index * 2, { headache: true, medicationTaken: 'paracetamol' }));

  it('warns from 10 triptan days in 30, not at 9', () => {
    expect(assessMedicationOveruse(triptanDays(9), TODAY).overused).toEqual([]);
    expect(assessMedicationOveruse(triptanDays(10), TODAY).overused).toEqual(['triptan']);
  });

  it('warns from 15 simple-analgesic days in 30, not at 14', () => {
    expect(assessMedicationOveruse(paracetamolDays(14), TODAY).overused).toEqual([]);
    expect(assessMedicationOveruse(paracetamolDays(15), TODAY).overused).toEqual(['simple-analgesic']);
  });

  it('counts several classes together from 10 days when none is overused alone', () => {
    const mixed = Array.from({ length: 10 }, (_, index) => day(index * 2, { headache: true, medicationTaken: index % 2 ? 'sumatriptan' : 'ibuprofen' }));
    expect(assessMedicationOveruse(mixed, TODAY)).toMatchObject({ medicationDays: 10, overused: ['multiple classes'] });
    expect(assessMedicationOveruse(mixed.slice(1), TODAY).overused).toEqual([]);
  });

  it('says whether the overuse has lasted more than 3 months', () => {
    const fourMonths = Array.from({ length: 120 }, (_, index) =>
      day(index, { headache: index % 3 === 0, medicationTaken: index % 3 === 0 ? 'rizatriptan' : null }),
    );
    expect(assessMedicationOveruse(fourMonths, TODAY).isSustainedForThreeMonths).toBe(true);
    expect(assessMedicationOveruse(fourMonths.slice(0, 60), TODAY).isSustainedForThreeMonths).toBe(false);
  });
});

describe('attack features (ICHD-3 1.1 B-D)', () => {
  it('takes the duration from start and end (past midnight too) or from the text', () => {
    expect(durationHours({ start: '08:00', end: '12:00', durationText: null })).toBe(4);
    expect(durationHours({ start: '22:00', end: '02:00', durationText: null })).toBe(4);
    expect(durationHours({ start: null, end: null, durationText: '2 days' })).toBe(48);
    expect(durationHours({ start: null, end: null, durationText: '3h 30 min' })).toBe(3.5);
    expect(durationHours({ start: null, end: null, durationText: 'a while' })).toBeNull();
  });

  it('holds the 4 to 72 hour boundaries of criterion B', () => {
    const of = (durationText: string) => hasMigraineDuration(attackFeatures(migraineDay(0, { start: null, end: null, durationText })));
    expect(of('3.9 hours')).toBe(false);
    expect(of('4 hours')).toBe(true);
    expect(of('72 hours')).toBe(true);
    expect(of('73 hours')).toBe(false);
  });

  it('counts pain characteristics with moderate intensity from 4 of 10 (criterion C)', () => {
    const plain = { painDescription: null, painLocation: null };
    expect(migrainePainCharacteristics(attackFeatures(migraineDay(0, { ...plain, intensity: 3 })))).toBe(0);
    expect(migrainePainCharacteristics(attackFeatures(migraineDay(0, { ...plain, intensity: 4 })))).toBe(1);
    expect(migrainePainCharacteristics(attackFeatures(migraineDay(0)))).toBe(3);
    expect(migrainePainCharacteristics(attackFeatures(migraineDay(0, { painDescription: 'throbbing, worse when walking' })))).toBe(4);
  });
});

describe('the ICHD-3 assessment', () => {
  const migraines = (count: number) => Array.from({ length: count }, (_, index) => migraineDay(index * 5));

  it('meets migraine without aura from the 5th qualifying attack, not the 4th', () => {
    expect(criterion(migraines(4), '1.1', 'A').met).toBe(false);
    expect(candidate(migraines(4), '1.1').status).toBe('partly met');
    expect(criterion(migraines(5), '1.1', 'A').met).toBe(true);
    expect(candidate(migraines(5), '1.1').status).toBe('criteria met');
  });

  it('needs nausea or both light and sound sensitivity (criterion D)', () => {
    const lightOnly = Array.from({ length: 5 }, (_, index) => migraineDay(index * 5, { nausea: false, lightSensitivity: true }));
    const lightAndSound = Array.from({ length: 5 }, (_, index) => migraineDay(index * 5, { nausea: false, lightSensitivity: true, soundSensitivity: true }));
    expect(criterion(lightOnly, '1.1', 'D').met).toBe(false);
    expect(criterion(lightAndSound, '1.1', 'D').met).toBe(true);
  });

  it('calls attacks missing one criterion probable migraine', () => {
    const short = Array.from({ length: 3 }, (_, index) => migraineDay(index * 5, { start: '08:00', end: '10:00' }));
    expect(candidate(short, '1.5').status).toBe('criteria met');
    expect(candidate(migraines(5), '1.5').status).toBe('not met');
  });

  it('needs two attacks with aura for migraine with aura, and always leaves the aura details to a clinician', () => {
    expect(criterion([migraineDay(1, { aura: true })], '1.2', 'A').met).toBe(false);
    expect(criterion([migraineDay(1, { aura: true }), migraineDay(9, { visualDisturbances: true })], '1.2', 'A').met).toBe(true);
    expect(candidate([migraineDay(1, { aura: true }), migraineDay(9, { aura: true })], '1.2').status).toBe('partly met');
  });

  it('needs 15 headache days in each of three months, 8 of them migraine-like, for chronic migraine', () => {
    const months = (headacheDays: number, migraineDays: number) =>
      [0, 1, 2].flatMap((month) =>
        Array.from({ length: 30 }, (_, index) => {
          const daysAgo = month * 30 + index;
          if (index < migraineDays) return migraineDay(daysAgo);
          if (index < headacheDays) return day(daysAgo, { headache: true, intensity: 2, painDescription: 'pressing band' });
          return day(daysAgo);
        }),
      );
    expect(candidate(months(15, 8), '1.3').status).toBe('criteria met');
    expect(criterion(months(14, 8), '1.3', 'A').met).toBe(false);
    expect(criterion(months(15, 7), '1.3', 'C').met).toBe(false);
  });

  it('recognises frequent episodic tension-type headache from 10 episodes', () => {
    const tension = (count: number) =>
      Array.from({ length: count }, (_, index) =>
        day(index * 3, { headache: true, intensity: 3, painDescription: 'pressing, like a tight band', painLocation: 'both sides', durationText: '3 hours' }),
      );
    expect(candidate(tension(9), '2.2').status).toBe('partly met');
    expect(candidate(tension(10), '2.2').status).toBe('criteria met');
    expect(candidate(tension(10), '1.1').status).not.toBe('criteria met');
  });
});

describe('the diary summary', () => {
  it('counts headache, migraine-like and medication days and averages for the period only', () => {
    const history = [migraineDay(0, { medicationTaken: 'sumatriptan' }), day(1, { headache: true, intensity: 3 }), day(2), migraineDay(40)];
    expect(summarizeDiary(history, '2026-11-21')).toMatchObject({
      loggedDays: 3,
      headacheDays: 2,
      migraineLikeDays: 1,
      averageIntensity: 5,
      medicationDays: 1,
    });
  });
});
