import { Table, Text } from '@mantine/core';
import type { MidasScore } from '@cephalo/shared/outcomes';
import { useDateFormats } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { formatLongDate } from '../format-numbers';
import { MIDAS_GRADE_MEANINGS } from '../midas-grade';

/** Earlier MIDAS scores, newest first, with the grade's meaning. */
export function MidasHistory({ scores, caption }: { scores: readonly MidasScore[]; caption: string }) {
  const t = useT();
  const formats = useDateFormats();
  if (scores.length === 0) return <Text c="dimmed">{t('midas.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped withTableBorder fz="sm">
        <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600, paddingBottom: 6 }}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('midas.date')}</Table.Th>
            <Table.Th scope="col">{t('midas.score')}</Table.Th>
            <Table.Th scope="col">{t('midas.grade')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {scores.map((score) => (
            <Table.Tr key={score.id}>
              <Table.Td>{formatLongDate(score.answered_on, formats)}</Table.Td>
              <Table.Td>{score.score}</Table.Td>
              <Table.Td>
                {score.grade}: {t(MIDAS_GRADE_MEANINGS[score.grade].meaning)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
