import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DiaryEntryInputSchema, DiaryEntrySchema } from '@cephalo/shared/diary';
import { DIARY_FIELDS, DIARY_FIELD_NAMES } from '@cephalo/shared/diary-fields';
import { aDiaryInput } from '@cephalo/shared/testing/diary-entry-builder';
import { diaryEntries } from '../../db/schema';
import { DIARY_FIELD_STORAGE, diaryColumnName, isDiaryColumnNotNull, toDiaryEntry, toDiaryRow } from './diary-entry-row';

/** Columns of the table that are the row's own bookkeeping, not fields of the diary entry. */
const BOOKKEEPING_COLUMNS = ['id', 'user_id', 'created_at', 'updated_at'];
const columnsBySqlName = new Map(Object.values(getTableColumns(diaryEntries)).map((column) => [column.name, column]));

describe('the diary_entries table and the declaration of the diary fields', () => {
  it('has a column for every declared field, of the SQL type of its kind, NOT NULL exactly when every entry has a value', () => {
    const mismatches = DIARY_FIELD_NAMES.flatMap((name) => {
      const field = DIARY_FIELDS[name];
      const column = columnsBySqlName.get(diaryColumnName(name));
      if (column === undefined) return [`${name}: no column ${diaryColumnName(name)}`];
      const expected = { sqlType: DIARY_FIELD_STORAGE[field.kind].sqlType, notNull: isDiaryColumnNotNull(field) };
      const actual = { sqlType: column.getSQLType(), notNull: column.notNull };
      return expected.sqlType === actual.sqlType && expected.notNull === actual.notNull
        ? []
        : [`${name}: declared ${JSON.stringify(expected)}, table has ${JSON.stringify(actual)}`];
    });
    expect(mismatches).toEqual([]);
  });

  it("has no column that the declaration does not name, besides the row's bookkeeping", () => {
    const declared = new Set([...DIARY_FIELD_NAMES.map(diaryColumnName), ...BOOKKEEPING_COLUMNS]);
    expect([...columnsBySqlName.keys()].filter((name) => !declared.has(name))).toEqual([]);
  });
});

describe('toDiaryRow and toDiaryEntry', () => {
  // Parsed in each test, so a declaration that breaks it fails there and the table checks above still report.
  const aFullDay = () =>
    DiaryEntryInputSchema.parse(
      aDiaryInput({
        headache: 'yes',
        headache_start: '08:00',
        headache_end: '11:30',
        headache_intensity: 7,
        headache_duration: '3 hours',
        headache_pain_description: 'Throbbing',
        headache_pain_location: 'Left temple',
        headache_associated_symptoms_nausea: true,
        headache_associated_symptoms_light_sensitivity: false,
        headache_associated_symptoms_sound_sensitivity: true,
        headache_associated_symptoms_aura: false,
        headache_associated_symptoms_visual_disturbances: true,
        sleep_quality: 'Broken',
        diet_meals: 'Skipped lunch',
        hydration_level: '1 litre',
        mood: 'Tired',
        environmental_factors: 'Bright light',
        medication_taken: 'Ibuprofen 400 mg',
        medication_response: 'Helped after an hour',
        therapeutic_activities: 'Walk',
        notes: 'Long day',
        weather: { city: 'Niš', temperature: 21, humidity: 40, pressure: 1008, condition: 'Clear' },
      }),
    );
  // What the database gives back for the row: its own id, dates and the inserted values.
  const stored = (row: ReturnType<typeof toDiaryRow>) =>
    ({ id: 'e1', createdAt: new Date(), ...row, updatedAt: new Date() }) as Parameters<typeof toDiaryEntry>[0];

  it("store every field in its column and give the same entry back, with the spec's names", () => {
    const fullDay = aFullDay();
    const row = toDiaryRow('u1', fullDay);
    expect(row).toMatchObject({
      userId: 'u1',
      headache: true,
      nausea: true,
      soundSensitivity: true,
      lightSensitivity: false,
      headacheIntensity: 7,
      sleepHours: 7.5,
      weather: fullDay.weather,
    });
    expect(toDiaryEntry(stored(row))).toEqual({ id: 'e1', ...fullDay });
    expect(DiaryEntrySchema.parse(toDiaryEntry(stored(row)))).toEqual(toDiaryEntry(stored(row)));
  });

  it('store a day without headache with its details empty, and answer "no"', () => {
    const entry = toDiaryEntry(stored(toDiaryRow('u1', { ...aFullDay(), headache: 'no', weather: undefined })));
    expect(entry).toMatchObject({
      headache: 'no',
      headache_start: null,
      headache_intensity: null,
      headache_pain_location: null,
      headache_associated_symptoms_nausea: false,
      notes: 'Long day',
      weather: null,
    });
  });
});
