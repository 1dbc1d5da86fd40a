import { DataList, Text } from '@mantine/core';
import type { DiaryEntry } from '@cephalo/shared/diary';
import { getFilledDiaryFields, isDiaryFieldKey, type DiaryFieldRow } from '../lib/diary-fields';
import { useDiaryFieldLabel } from '../i18n/use-diary-field-label';
import { useT } from '../i18n/use-t';

/** An entry as label and value, filled fields only (the calendar modal and the doctor's cards). */
export function DiaryFieldList({ entry }: { entry: DiaryEntry }) {
  const t = useT();
  const fieldLabel = useDiaryFieldLabel();
  const rows = getFilledDiaryFields(entry);
  if (rows.length === 0) return <Text c="dimmed">{t('diary.nothingFilled')}</Text>;
  // The rows carry the specification's English; the screen shows them in the interface language.
  const labelOf = (row: DiaryFieldRow) => (row.key === 'weather' ? t('diaryField.weather') : isDiaryFieldKey(row.key) ? fieldLabel(row.key) : row.label);
  const valueOf = (row: DiaryFieldRow) => (row.value === 'Yes' ? t('common.yes') : row.value === 'No' && row.key === 'headache' ? t('common.no') : row.value);
  return (
    <DataList withDivider labelWidth={170}>
      {rows.map((row) => (
        <DataList.Item key={row.key}>
          <DataList.ItemLabel>{labelOf(row)}</DataList.ItemLabel>
          <DataList.ItemValue style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{valueOf(row)}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
