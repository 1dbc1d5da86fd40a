import { describe, expect, it } from 'vitest';
import type { DiaryEntry } from '@cephalo/shared/diary';
import { aDiaryEntry } from '@cephalo/shared/testing/diary-entry-builder';
import { getFilledDiaryFields } from './diary-fields';

// The values the expected rows name, spelled here rather than left to the builder's defaults.
const entry = (overrides: Partial<DiaryEntry> = {}): DiaryEntry => aDiaryEntry({ input_date: '2025-05-12', sleep_hours: 7.5, stress_level: 3, ...overrides });

describe('getFilledDiaryFields', () => {
  it('shows only the filled fields of a day without headache, with their labels', () => {
    expect(getFilledDiaryFields(entry())).toEqual([
      { key: 'input_date', label: 'Date', value: '2025-05-12' },
      { key: 'headache', label: 'Headache', value: 'No' },
      { key: 'sleep_hours', label: 'Sleep hours', value: '7.5' },
      { key: 'stress_level', label: 'Stress level', value: '3 / 10' },
    ]);
  });

  it('hides empty text, the old placeholder None and unticked symptoms', () => {
    const rows = getFilledDiaryFields(entry({ mood: 'None', notes: '   ', diet_meals: '', medication_taken: 'Ibuprofen 400 mg' }));
    expect(rows.map((row) => row.label)).toEqual(['Date', 'Headache', 'Sleep hours', 'Stress level', 'Medication taken']);
  });

  it('lists the headache details and ticked symptoms in the order of the form', () => {
    const rows = getFilledDiaryFields(
      entry({
        headache: 'yes',
        headache_start: '07:30',
        headache_intensity: 6,
        headache_pain_location: 'Left temple',
        headache_associated_symptoms_nausea: true,
        headache_associated_symptoms_aura: true,
      }),
    );
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ['Date', '2025-05-12'],
      ['Headache', 'Yes'],
      ['Headache start', '07:30'],
      ['Headache intensity', '6 / 10'],
      ['Pain location', 'Left temple'],
      ['Nausea', 'Yes'],
      ['Aura', 'Yes'],
      ['Sleep hours', '7.5'],
      ['Stress level', '3 / 10'],
    ]);
  });

  it('adds the stored weather as one line', () => {
    const rows = getFilledDiaryFields(entry({ weather: { city: 'Belgrade', temperature: 21.4, condition: 'Clear' } }));
    expect(rows.at(-1)).toEqual({ key: 'weather', label: 'Weather', value: 'Belgrade, 21 °C, Clear' });
  });

  it('keeps a sleep of zero hours, which is a value and not an empty field', () => {
    expect(getFilledDiaryFields(entry({ sleep_hours: 0 })).find((row) => row.key === 'sleep_hours')?.value).toBe('0');
  });
});
