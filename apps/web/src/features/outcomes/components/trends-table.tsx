import { Table } from '@mantine/core';
import type { MonthOutcome } from '@cephalo/shared/outcomes';
import { formatMonth } from '../format-numbers';
import { useDateFormats } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';

/** The chart's numbers as a table: for screen readers always, for anyone who opens it. */
export function TrendsTable({ months }: { months: readonly MonthOutcome[] }) {
  const t = useT();
  const formats = useDateFormats();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder fz="sm">
        <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600, paddingBottom: 6 }}>{t('trends.tableCaption')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('trends.month')}</Table.Th>
            <Table.Th scope="col">{t('outcomes.migraineDays')}</Table.Th>
            <Table.Th scope="col">{t('outcomes.headacheDays')}</Table.Th>
            <Table.Th scope="col">{t('outcomes.acuteMedicationDays')}</Table.Th>
            <Table.Th scope="col">{t('outcomes.daysRecorded')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((month) => (
            <Table.Tr key={month.month}>
              <Table.Th scope="row" fw={500}>
                {formatMonth(month.month, formats)}
              </Table.Th>
              <Table.Td>{month.migraine_days}</Table.Td>
              <Table.Td>{month.headache_days}</Table.Td>
              <Table.Td>{month.acute_medication_days}</Table.Td>
              <Table.Td>{t(month.is_partial ? 'trends.daysOfSoFar' : 'outcomes.daysOf', { count: month.days_with_entry, days: month.days_counted })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
