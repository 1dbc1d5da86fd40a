import { describe, expect, it } from 'vitest';
import { CreateRegistrationKeySchema, REGISTRATION_KEY_DAYS, REGISTRATION_KEY_USES } from '@cephalo/shared/clinic';
import { KeyFormSchema, emptyKeyForm } from './registration-key-form-values';

const form = (changes: object) => ({ ...emptyKeyForm(), ...changes });
const formMessages = (changes: object) => KeyFormSchema.safeParse(form(changes)).error?.issues.map((issue) => issue.message) ?? [];
const isAcceptedByApi = (changes: object) => CreateRegistrationKeySchema.safeParse(form(changes)).success;

describe('the new registration key form', () => {
  it('starts with the defaults the API would fill in', () => {
    const { role, ...rest } = emptyKeyForm();
    expect(CreateRegistrationKeySchema.parse({ role })).toEqual({ role, ...rest });
  });

  it('accepts and refuses at the limits of the API, in its own words', () => {
    for (const [field, limits, unit] of [
      ['expires_in_days', REGISTRATION_KEY_DAYS, 'day'],
      ['uses', REGISTRATION_KEY_USES, 'use'],
    ] as const) {
      for (const edge of [limits.min, limits.max]) {
        expect([formMessages({ [field]: edge }), isAcceptedByApi({ [field]: edge })]).toEqual([[], true]);
      }
      expect([formMessages({ [field]: limits.min - 1 }), isAcceptedByApi({ [field]: limits.min - 1 })]).toEqual([[`At least ${limits.min} ${unit}`], false]);
      expect([formMessages({ [field]: limits.max + 1 }), isAcceptedByApi({ [field]: limits.max + 1 })]).toEqual([[`At most ${limits.max} ${unit}s`], false]);
    }
    expect(formMessages({ expires_in_days: 366, uses: 1001 })).toEqual(['At most 365 days', 'At most 1000 uses']);
  });
});
