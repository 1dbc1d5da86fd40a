import { Box, Card, DataList, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';

export interface TableColumn<Row> {
  label: string;
  render: (row: Row) => ReactNode;
  /** For a column the card already shows as its heading (the name). */
  isHiddenInCard?: boolean;
}

interface ResponsiveTableProps<Row> {
  /** Names the table and the card list for screen readers ("Patients"). */
  caption: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: TableColumn<Row>[];
  /** The heading of a row's card on a phone. */
  cardTitle: (row: Row) => ReactNode;
  /** Buttons of a row (last column on a desktop, foot of the card on a phone). */
  actions?: (row: Row) => ReactNode;
  actionsLabel?: string;
}

const isEmpty = (value: ReactNode) => value == null || value === '' || value === false;

// A dash keeps narrow table columns on one line; screen readers still hear the words.
function EmptyCell() {
  const t = useT();
  return (
    <>
      <Text span c="dimmed" size="sm" aria-hidden>
        –
      </Text>
      <span className="sr-only">{t('details.notAdded')}</span>
    </>
  );
}
function EmptyValue() {
  const t = useT();
  return (
    <Text span c="dimmed" size="sm">
      {t('details.notAdded')}
    </Text>
  );
}
const cellOrDash = (value: ReactNode) => (isEmpty(value) ? <EmptyCell /> : value);
const valueOrNotAdded = (value: ReactNode) => (isEmpty(value) ? <EmptyValue /> : value);

/**
 * A table from the md breakpoint up and a list of cards below it, so the same rows stay readable
 * at 375 px without sideways scrolling (decisions.md, Look and feel). Only the variant for the
 * window's width is drawn, and it follows a change of width; assistive technology meets one.
 */
export function ResponsiveTable<Row>({ caption, rows, rowKey, columns, cardTitle, actions, actionsLabel }: ResponsiveTableProps<Row>) {
  const t = useT();
  // Only the variant on screen is drawn: a clinic's hundred patients drew 400 choice boxes (two
  // per row in each variant), about 4.5 s before the list showed on a phone-sized window.
  const isWide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.md})`, undefined, { getInitialValueInEffect: false });
  return (
    <>
      {isWide ? (
        <Box visibleFrom="md">
          <Card withBorder radius="md" padding={0}>
            <Table.ScrollContainer minWidth={720} type="native">
              <Table verticalSpacing="sm" horizontalSpacing="sm" highlightOnHover aria-label={caption}>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column) => (
                      <Table.Th key={column.label} scope="col">
                        {column.label}
                      </Table.Th>
                    ))}
                    {actions && (
                      <Table.Th scope="col">
                        <span className="sr-only">{actionsLabel ?? t('clinic.actions')}</span>
                      </Table.Th>
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={rowKey(row)}>
                      {columns.map((column) => (
                        <Table.Td key={column.label}>{cellOrDash(column.render(row))}</Table.Td>
                      ))}
                      {actions && <Table.Td style={{ whiteSpace: 'nowrap' }}>{actions(row)}</Table.Td>}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        </Box>
      ) : (
        <Stack hiddenFrom="md" component="ul" gap="sm" p={0} m={0} aria-label={caption} style={{ listStyle: 'none' }}>
          {rows.map((row) => (
            <Card key={rowKey(row)} component="li" withBorder radius="md" padding="md">
              <Stack gap="sm">
                <Text fw={650} style={{ overflowWrap: 'anywhere' }}>
                  {cardTitle(row)}
                </Text>
                <DataList labelWidth={110} gap="xs" size="sm">
                  {columns
                    .filter((column) => !column.isHiddenInCard)
                    .map((column) => (
                      <DataList.Item key={column.label}>
                        <DataList.ItemLabel>{column.label}</DataList.ItemLabel>
                        <DataList.ItemValue style={{ overflowWrap: 'anywhere', minWidth: 0 }}>{valueOrNotAdded(column.render(row))}</DataList.ItemValue>
                      </DataList.Item>
                    ))}
                </DataList>
                {actions?.(row)}
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </>
  );
}
