import { DIARY_FIELD_LABELS, type DiaryEntry } from '@cephalo/shared/diary';
import { DIARY_FIELDS, DIARY_SCALE } from '@cephalo/shared/diary-fields';
import { formatWeather } from './format-weather';

export interface DiaryFieldRow {
  key: string;
  label: string;
  value: string;
}

type LabelledField = keyof typeof DIARY_FIELD_LABELS;
const LABELLED_FIELDS = Object.keys(DIARY_FIELD_LABELS) as LabelledField[];

/** A row's key that names a labelled field (every row but the weather's). */
export const isDiaryFieldKey = (key: string): key is LabelledField => (LABELLED_FIELDS as readonly string[]).includes(key);

/** Older data stored the text None for an empty value (decisions.md, Small fixes). */
const isEmptyText = (text: string): boolean => {
  const trimmed = text.trim();
  return trimmed === '' || trimmed === 'None';
};

const formatValue = (field: LabelledField, value: DiaryEntry[LabelledField]): string | null => {
  if (value == null) return null;
  if (typeof value === 'boolean') return value ? 'Yes' : null;
  if (typeof value === 'number') return DIARY_FIELDS[field].kind === 'scale' ? `${value} / ${DIARY_SCALE.max}` : String(value);
  if (isEmptyText(value)) return null;
  if (field === 'headache') return value === 'yes' ? 'Yes' : 'No';
  return value.trim();
};

/**
 * The filled fields of an entry as label and value, in the order of the form (spec section 3:
 * "shows only fields that have a value"). Unticked symptoms are left out; "Headache: no" stays,
 * because a day without headache is worth seeing.
 */
export const getFilledDiaryFields = (entry: DiaryEntry): DiaryFieldRow[] => {
  const rows = LABELLED_FIELDS.flatMap((field): DiaryFieldRow[] => {
    const value = formatValue(field, entry[field]);
    return value === null ? [] : [{ key: field, label: DIARY_FIELD_LABELS[field], value }];
  });
  const weather = entry.weather;
  const hasWeather = weather != null && [weather.city, weather.temperature, weather.condition].some((part) => part != null);
  return hasWeather ? [...rows, { key: 'weather', label: DIARY_FIELDS.weather.label, value: formatWeather(weather) }] : rows;
};
