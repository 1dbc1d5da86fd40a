import { Anchor, Button, Card, EmptyState, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconNotebook, IconPhone, IconRefresh, IconUsers } from '@tabler/icons-react';
import type { DoctorPatient } from '@cephalo/shared/diary';
import { patientDisplayName, patientPhone } from '../patient-name';
import { PhoneNumber } from '../../../components/phone-number';

interface PatientListProps {
  patients: DoctorPatient[] | undefined;
  isLoading: boolean;
  isRefreshing: boolean;
  selectedPatientId: string | null;
  onCheckDiary: (patient: DoctorPatient) => void;
  onRefresh: () => void;
}

function PatientCard({ patient, isSelected, onCheckDiary }: { patient: DoctorPatient; isSelected: boolean; onCheckDiary: () => void }) {
  const phone = patientPhone(patient.phone_number);
  return (
    <Card component="li" withBorder padding="md" radius="md" style={isSelected ? { borderColor: 'var(--mantine-color-cephalo-6)' } : undefined}>
      <Stack gap="xs" h="100%">
        <Title order={3} size="h4">
          {patientDisplayName(patient)}
        </Title>
        <Group gap={6} wrap="nowrap">
          <IconMail size={16} aria-hidden color="var(--mantine-color-dimmed)" />
          <Anchor href={`mailto:${patient.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {patient.email}
          </Anchor>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconPhone size={16} aria-hidden color="var(--mantine-color-dimmed)" />
          {phone ? (
            <PhoneNumber phone={phone} />
          ) : (
            <Text size="sm" c="dimmed">
              No phone number
            </Text>
          )}
        </Group>
        <Button
          mt="auto"
          variant={isSelected ? 'filled' : 'light'}
          leftSection={<IconNotebook size={18} aria-hidden />}
          aria-pressed={isSelected}
          onClick={onCheckDiary}
        >
          Check diary
        </Button>
      </Stack>
    </Card>
  );
}

/** The doctor's patients (spec section 2, Your Patients), each with a way into their diary. */
export function PatientList({ patients, isLoading, isRefreshing, selectedPatientId, onCheckDiary, onRefresh }: PatientListProps) {
  if (isLoading) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md" aria-busy="true" aria-label="Loading your patients">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={170} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (!patients || patients.length === 0) {
    return (
      <Card withBorder padding="xl" radius="md">
        <EmptyState icon={<IconUsers aria-hidden />} title="Please refresh Patients list">
          <EmptyState.Actions>
            <Button variant="default" leftSection={<IconRefresh size={18} aria-hidden />} loading={isRefreshing} onClick={onRefresh}>
              Refresh
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Card>
    );
  }
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2, xl: 3 }} spacing="md" p={0} m={0} aria-label="Patients" style={{ listStyle: 'none' }}>
      {patients.map((patient) => (
        <PatientCard key={patient.id} patient={patient} isSelected={patient.id === selectedPatientId} onCheckDiary={() => onCheckDiary(patient)} />
      ))}
    </SimpleGrid>
  );
}
