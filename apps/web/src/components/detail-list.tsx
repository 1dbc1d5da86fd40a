import { DataList, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';

export interface DetailItem {
  label: string;
  /** Empty text (null, "", the legacy "None" already mapped by displayText) shows as "Not added". */
  value: ReactNode;
}

const isEmpty = (value: ReactNode) => value == null || value === '' || value === false;

/** Labelled values of a profile, as a description list so each value is read with its label. */
export function DetailList({ items, labelWidth = 140 }: { items: DetailItem[]; labelWidth?: number }) {
  const t = useT();
  return (
    <DataList withDivider labelWidth={labelWidth} gap="sm">
      {items.map((item) => (
        <DataList.Item key={item.label}>
          <DataList.ItemLabel>{item.label}</DataList.ItemLabel>
          <DataList.ItemValue style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line', minWidth: 0 }}>
            {isEmpty(item.value) ? (
              <Text span c="dimmed" size="sm">
                {t('details.notAdded')}
              </Text>
            ) : (
              item.value
            )}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
