import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DiaryEntryListSchema } from '@cephalo/shared/diary';
import { aDiaryEntry } from '@cephalo/shared/testing/diary-entry-builder';
import { createPrecompiledSerializerCompiler } from './precompiled-serializer';

const compile = (schema: z.ZodType, verify = false) =>
  createPrecompiledSerializerCompiler({ verify })({ schema, method: 'GET', url: '/test', httpStatus: '200' });
const Patient = z.object({ id: z.string(), name: z.string().nullable(), role: z.enum(['USER', 'DOCTOR']), scores: z.array(z.number()) });

describe('response serializers compiled from the zod schemas', () => {
  it('writes exactly the declared fields: an extra field on the object (a password hash) never leaves the server', () => {
    const serialize = compile(Patient);
    const text = serialize({ id: 'p1', name: null, role: 'USER', scores: [0.25, 0.5], passwordHash: '$argon2id$secret' });
    expect(JSON.parse(text)).toEqual({ id: 'p1', name: null, role: 'USER', scores: [0.25, 0.5] });
    expect(text).not.toContain('argon2');
  });

  it('gives the same JSON as zod for a real list of diary entries', () => {
    const entry = DiaryEntryListSchema.element.parse(
      aDiaryEntry({
        id: 'e1',
        input_date: '2026-11-01',
        headache: 'yes',
        headache_start: '08:00',
        headache_intensity: 7,
        headache_pain_location: 'left temple',
        headache_associated_symptoms_nausea: true,
        sleep_hours: 6.5,
        stress_level: 4,
        medication_taken: 'ibuprofen 400 mg',
        notes: 'Ünïcödé "quoted" \n line',
        weather: { city: 'Niš', temperature: -2.5, condition: 'Snow' },
      }),
    );
    const serialize = compile(DiaryEntryListSchema, true);
    expect(JSON.parse(serialize([entry, { ...entry, id: 'e2', weather: null }]))).toEqual(
      JSON.parse(JSON.stringify([entry, { ...entry, id: 'e2', weather: null }])),
    );
  });

  it('in verify mode (the test suite) refuses a response that does not match its schema, as zod would', () => {
    const serialize = compile(Patient, true);
    expect(() => serialize({ id: 'p1', name: null, role: 'ADMIN', scores: [] })).toThrow();
  });

  it('keeps the zod serializer for a schema JSON Schema cannot express (a Date)', () => {
    const Stamped = z.object({ at: z.date() });
    expect(compile(Stamped)({ at: new Date('2026-11-22T08:00:00Z') })).toBe('{"at":"2026-11-22T08:00:00.000Z"}');
  });
});
