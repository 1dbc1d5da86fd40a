import { getTableColumns } from 'drizzle-orm';
import type { DiaryEntry, DiaryEntryValues } from '@cephalo/shared/diary';
import { DIARY_FIELDS, DIARY_FIELD_NAMES, type DiaryField, type DiaryFieldKind, type DiaryFieldName } from '@cephalo/shared/diary-fields';
import { clearHeadacheDetails } from '@cephalo/shared/diary-headache-details';
import { diaryEntries } from '../../db/schema';

type DiaryRow = typeof diaryEntries.$inferSelect;
type DiaryInsert = typeof diaryEntries.$inferInsert;

const same = (value: unknown) => value;
/**
 * How each kind of diary field is stored: its column's SQL type, and the conversions between the
 * API's value and the column's. A new kind fails to compile until it is given here.
 */
export const DIARY_FIELD_STORAGE = {
  date: { sqlType: 'date', toRow: same, fromRow: same },
  yes_no: { sqlType: 'boolean', toRow: (value: unknown) => value === 'yes', fromRow: (stored: unknown) => (stored ? 'yes' : 'no') },
  time: { sqlType: 'text', toRow: same, fromRow: same },
  scale: { sqlType: 'integer', toRow: same, fromRow: same },
  text: { sqlType: 'text', toRow: same, fromRow: same },
  symptom: { sqlType: 'boolean', toRow: same, fromRow: same },
  hours: { sqlType: 'double precision', toRow: same, fromRow: same },
  weather: { sqlType: 'jsonb', toRow: (value: unknown) => value ?? null, fromRow: (stored: unknown) => stored ?? null },
} satisfies Record<DiaryFieldKind, { sqlType: string; toRow: (value: unknown) => unknown; fromRow: (stored: unknown) => unknown }>;

/** The SQL name of a field's column: the field's own name unless the declaration names another. */
export const diaryColumnName = (name: DiaryFieldName): string => {
  const field: DiaryField = DIARY_FIELDS[name];
  return 'column' in field ? field.column : name;
};

/**
 * Whether a field's column may hold null: a value every entry has is NOT NULL. Sleep hours and
 * the stress level are required by the form, yet a day begun by a quick attack record
 * (record-attack.ts) has neither until the patient completes it, so their columns take null.
 */
export const isDiaryColumnNotNull = (field: DiaryField): boolean => {
  switch (field.kind) {
    case 'date':
    case 'yes_no':
    case 'symptom':
      return true;
    case 'scale':
    case 'hours':
    case 'time':
    case 'text':
    case 'weather':
      return false;
  }
};

// The Drizzle property of each field's column, found by the column's SQL name
// (diary-entry-row.test.ts checks types and nullability against the declaration).
const propertyOfColumn = new Map(Object.entries(getTableColumns(diaryEntries)).map(([property, column]) => [column.name, property]));
const STORED_FIELDS = DIARY_FIELD_NAMES.map((name) => {
  const property = propertyOfColumn.get(diaryColumnName(name));
  if (property === undefined) throw new Error(`diary_entries has no column ${diaryColumnName(name)} for the diary field ${name}`);
  return { name, property, storage: DIARY_FIELD_STORAGE[DIARY_FIELDS[name].kind] };
});

/**
 * Validated input to a row. The headache details go through the shared clearHeadacheDetails, the
 * rule the web form applies too, rather than a schema transform: the parsed input keeps its
 * defaults (intensity 1) as the contract documents them, and only what is stored is cleared.
 */
export function toDiaryRow(userId: string, input: DiaryEntryValues): DiaryInsert {
  const values: Partial<Record<DiaryFieldName, unknown>> = clearHeadacheDetails(input);
  const row: Record<string, unknown> = { userId };
  for (const { name, property, storage } of STORED_FIELDS) row[property] = storage.toRow(values[name]);
  row.updatedAt = new Date();
  return row as DiaryInsert;
}

/** A row as the API answers it (spec field names). */
export function toDiaryEntry(row: DiaryRow): DiaryEntry {
  const stored = row as Record<string, unknown>;
  const entry: Record<string, unknown> = { id: row.id };
  for (const { name, property, storage } of STORED_FIELDS) entry[name] = storage.fromRow(stored[property]);
  return entry as DiaryEntry;
}
