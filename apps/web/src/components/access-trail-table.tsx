import { Badge, ScrollArea, Table, Text } from '@mantine/core';
import { format } from 'date-fns';
import type { AccessLogEntry } from '@cephalo/shared/access-log';
import type { Role } from '@cephalo/shared/roles';

const ROLE_LABELS: Record<Role, string> = { USER: 'Patient', DOCTOR: 'Doctor', CLINIC_ADMIN: 'Clinic administrator' };
const when = (iso: string) => format(new Date(iso), 'd MMM yyyy, HH:mm');

/**
 * The access trail as a table: when, who (name and role), what, and for a clinic's trail also
 * whose data. Used on the patient's profile and on the clinic home.
 */
export function AccessTrailTable({ entries, caption, showsPatient = false }: { entries: AccessLogEntry[]; caption: string; showsPatient?: boolean }) {
  return (
    <ScrollArea type="auto" offsetScrollbars viewportProps={{ tabIndex: 0 }}>
      <Table striped highlightOnHover verticalSpacing="xs" miw={showsPatient ? 640 : 480}>
        <Table.Caption className="sr-only">{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">When</Table.Th>
            <Table.Th scope="col">Who</Table.Th>
            <Table.Th scope="col">What</Table.Th>
            {showsPatient && <Table.Th scope="col">Patient</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(entry.at)}</Table.Td>
              <Table.Td>
                {/* On the patient's own trail, their own actions (a download) read "You". */}
                {entry.actor_role === 'USER' && !showsPatient ? (
                  'You'
                ) : (
                  <>
                    {entry.actor_name}{' '}
                    <Badge variant="light" color="gray" size="sm" ml={4}>
                      {ROLE_LABELS[entry.actor_role]}
                    </Badge>
                  </>
                )}
              </Table.Td>
              <Table.Td>{entry.description}</Table.Td>
              {showsPatient && (
                <Table.Td>
                  {/* A list row (the doctor's patient list) names how many patients it showed; an erased patient keeps a pseudonym. */}
                  {entry.patient_name ?? (
                    <Text span c="dimmed" size="sm">
                      {entry.patient_count === 1 ? '1 patient' : `${entry.patient_count} patients`}
                    </Text>
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
