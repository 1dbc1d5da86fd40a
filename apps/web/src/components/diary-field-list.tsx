import { DataList, Text } from '@mantine/core';
import type { DiaryEntry } from '@cephalo/shared/diary';
import { getFilledDiaryFields } from '../lib/diary-fields';

/** An entry as label and value, filled fields only (the calendar modal and the doctor's cards). */
export function DiaryFieldList({ entry }: { entry: DiaryEntry }) {
  const rows = getFilledDiaryFields(entry);
  if (rows.length === 0) return <Text c="dimmed">Nothing was filled in for this day.</Text>;
  return (
    <DataList withDivider labelWidth={170}>
      {rows.map((row) => (
        <DataList.Item key={row.key}>
          <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
          <DataList.ItemValue style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{row.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
