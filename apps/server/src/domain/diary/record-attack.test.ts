import { describe, expect, it } from 'vitest';
import { AttackInputSchema, type AttackInput } from '@cephalo/shared/diary-attack';
import { NO_HEADACHE_DETAILS } from '@cephalo/shared/diary-headache-details';
import { joinListed, mergeAttackIntoDay, type AttackedDay } from './record-attack';

const attack = (overrides: Partial<AttackInput> = {}) =>
  AttackInputSchema.parse({ input_date: '2026-11-20', headache_start: '14:00', headache_intensity: 5, ...overrides });
const headacheFreeDay: AttackedDay = { headache: 'no', ...NO_HEADACHE_DETAILS, headache_pain_location: null, medication_taken: 'Vitamin D' } as AttackedDay;

describe('mergeAttackIntoDay', () => {
  it('makes a day without entry a headache day with the attack, still going', () => {
    expect(
      mergeAttackIntoDay(
        null,
        attack({ symptoms: ['headache_associated_symptoms_nausea'], medication_taken: 'Ibuprofen 400 mg', headache_pain_location: 'Left side' }),
      ),
    ).toEqual({
      headache: 'yes',
      headache_start: '14:00',
      headache_end: null,
      headache_intensity: 5,
      headache_pain_location: 'Left side',
      medication_taken: 'Ibuprofen 400 mg',
      headache_associated_symptoms_nausea: true,
      headache_associated_symptoms_light_sensitivity: false,
      headache_associated_symptoms_sound_sensitivity: false,
      headache_associated_symptoms_aura: false,
      headache_associated_symptoms_visual_disturbances: false,
    });
  });

  it('adds a second attack: earliest start, open again, highest intensity, union of symptoms, each location and medicine once', () => {
    const morning = {
      ...mergeAttackIntoDay(
        null,
        attack({
          headache_start: '08:10',
          headache_intensity: 7,
          symptoms: ['headache_associated_symptoms_nausea'],
          medication_taken: 'Ibuprofen 400 mg',
          headache_pain_location: 'Forehead',
        }),
      ),
      headache_end: '10:00',
    };
    const merged = mergeAttackIntoDay(
      morning,
      attack({
        headache_start: '17:30',
        headache_intensity: 4,
        symptoms: ['headache_associated_symptoms_light_sensitivity'],
        medication_taken: 'Sumatriptan 50 mg',
        headache_pain_location: 'forehead',
      }),
    );
    expect(merged).toMatchObject({
      headache_start: '08:10',
      headache_end: null,
      headache_intensity: 7,
      headache_pain_location: 'Forehead',
      medication_taken: 'Ibuprofen 400 mg, Sumatriptan 50 mg',
      headache_associated_symptoms_nausea: true,
      headache_associated_symptoms_light_sensitivity: true,
    });
    // An earlier attack logged afterwards moves the start, a stronger one the intensity.
    expect(mergeAttackIntoDay(merged, attack({ headache_start: '06:00', headache_intensity: 9 }))).toMatchObject({
      headache_start: '06:00',
      headache_intensity: 9,
      medication_taken: 'Ibuprofen 400 mg, Sumatriptan 50 mg',
    });
  });

  it('keeps what a headache-free day holds besides the headache (its medication), and adds to it', () => {
    expect(mergeAttackIntoDay(headacheFreeDay, attack({ medication_taken: 'Paracetamol' }))).toMatchObject({
      headache: 'yes',
      headache_start: '14:00',
      headache_intensity: 5,
      medication_taken: 'Vitamin D, Paracetamol',
    });
    expect(mergeAttackIntoDay(headacheFreeDay, attack())).toMatchObject({ medication_taken: 'Vitamin D' });
  });
});

describe('joinListed', () => {
  it('lists a value once, in any letter case, and keeps the day as it was past the limit', () => {
    expect(joinListed(null, 'A', 10)).toBe('A');
    expect(joinListed('A', null, 10)).toBe('A');
    expect(joinListed('A, b', 'B', 10)).toBe('A, b');
    expect(joinListed('A', 'C', 10)).toBe('A, C');
    expect(joinListed('123456789', 'C', 10)).toBe('123456789');
  });
});
