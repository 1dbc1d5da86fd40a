import { describe, expect, it } from 'vitest';
import { DiaryEntryInputSchema } from './diary';

const base = { input_date: '2026-11-20', sleep_hours: 7.5, stress_level: 3 };
const detail = (input: object) => {
  const parsed = DiaryEntryInputSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
};

describe('the diary entry schema', () => {
  it('fills the defaults: headache no, intensity 1', () => {
    expect(DiaryEntryInputSchema.parse(base)).toMatchObject({ headache: 'no', headache_intensity: 1, notes: null });
    expect(DiaryEntryInputSchema.parse({ ...base, headache_intensity: null })).toMatchObject({ headache_intensity: 1 });
  });

  it('never reads an empty number as 0', () => {
    expect(detail({ ...base, sleep_hours: null })).toMatch(/sleep_hours: sleep_hours is required/);
    expect(detail({ ...base, sleep_hours: '' })).toMatch(/sleep_hours is required/);
    expect(detail({ ...base, stress_level: null })).toMatch(/stress_level: stress_level is required/);
    expect(detail({ ...base, sleep_hours: '7' })).toMatch(/sleep_hours/);
  });

  it('keeps sleep hours to steps of 0.1 between 0 and 24 and scales to 1..10', () => {
    expect(detail({ ...base, sleep_hours: 0 })).toBeNull();
    expect(detail({ ...base, sleep_hours: 7.3 })).toBeNull();
    expect(detail({ ...base, sleep_hours: 7.35 })).toMatch(/steps of 0.1/);
    expect(detail({ ...base, sleep_hours: 24.1 })).toMatch(/from 0 to 24/);
    expect(detail({ ...base, stress_level: 10 })).toBeNull();
    expect(detail({ ...base, stress_level: 11 })).toMatch(/from 1 to 10/);
    expect(detail({ ...base, stress_level: 2.5 })).toMatch(/whole number/);
  });
});
