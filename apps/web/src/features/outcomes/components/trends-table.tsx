import { Table } from '@mantine/core';
import type { MonthOutcome } from '@cephalo/shared/outcomes';
import { formatMonth } from '../format-numbers';

/** The chart's numbers as a table: for screen readers always, for anyone who opens it. */
export function TrendsTable({ months }: { months: readonly MonthOutcome[] }) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder fz="sm">
        <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600, paddingBottom: 6 }}>Monthly numbers</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Month</Table.Th>
            <Table.Th scope="col">Migraine days</Table.Th>
            <Table.Th scope="col">Headache days</Table.Th>
            <Table.Th scope="col">Acute medication days</Table.Th>
            <Table.Th scope="col">Days recorded</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((month) => (
            <Table.Tr key={month.month}>
              <Table.Th scope="row" fw={500}>
                {formatMonth(month.month)}
              </Table.Th>
              <Table.Td>{month.migraine_days}</Table.Td>
              <Table.Td>{month.headache_days}</Table.Td>
              <Table.Td>{month.acute_medication_days}</Table.Td>
              <Table.Td>
                {month.days_with_entry} of {month.days_counted}
                {month.is_partial ? ' so far' : ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
