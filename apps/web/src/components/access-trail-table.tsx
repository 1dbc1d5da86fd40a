import { Badge, ScrollArea, Table, Text } from '@mantine/core';
import type { AccessLogEntry } from '@cephalo/shared/access-log';
import { useT } from '../i18n/use-t';
import { useTrailWords } from './access-trail-words';

/**
 * The access trail as a table: when, who (name and role), what, and for a clinic's trail also
 * whose data. Used on the patient's profile and on the clinic home.
 */
export function AccessTrailTable({ entries, caption, showsPatient = false }: { entries: AccessLogEntry[]; caption: string; showsPatient?: boolean }) {
  const t = useT();
  const words = useTrailWords();
  return (
    <ScrollArea type="auto" offsetScrollbars viewportProps={{ tabIndex: 0 }}>
      <Table striped highlightOnHover verticalSpacing="xs" miw={showsPatient ? 640 : 480}>
        <Table.Caption className="sr-only">{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('trail.when')}</Table.Th>
            <Table.Th scope="col">{t('trail.who')}</Table.Th>
            <Table.Th scope="col">{t('trail.what')}</Table.Th>
            {showsPatient && <Table.Th scope="col">{t('role.patient')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{words.when(entry.at)}</Table.Td>
              <Table.Td>
                {/* On the patient's own trail, their own actions (a download) read "You". */}
                {entry.actor_role === 'USER' && !showsPatient ? (
                  t('trail.you')
                ) : (
                  <>
                    {entry.actor_name}{' '}
                    <Badge variant="light" color="gray" size="sm" ml={4}>
                      {words.role(entry.actor_role)}
                    </Badge>
                  </>
                )}
              </Table.Td>
              <Table.Td>{words.action(entry)}</Table.Td>
              {showsPatient && (
                <Table.Td>
                  {/* A list row (the doctor's patient list) names how many patients it showed; an erased patient keeps a pseudonym. */}
                  {entry.patient_name === null ? (
                    <Text span c="dimmed" size="sm">
                      {words.patientCount(entry.patient_count)}
                    </Text>
                  ) : (
                    words.patientName(entry.patient_name)
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
