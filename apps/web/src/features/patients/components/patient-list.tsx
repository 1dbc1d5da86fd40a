import { Anchor, Button, Card, EmptyState, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconNotebook, IconRefresh, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RECENT_WINDOW_DAYS } from '@cephalo/shared/outcome-windows';
import type { DoctorPatient } from '@cephalo/shared/diary';
import { useT } from '../../../i18n/use-t';
import { patientDisplayName, patientPhone } from '../patient-name';
import { lastEntryText } from '../patient-sorting';
import { PatientContact } from './patient-contact';
import { AcuteDays, AttentionReasons, Trend } from './patient-numbers';

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** One patient on a phone: why they need attention, the last 28 days' numbers, contact and Check diary. */
function PatientCard({ patient }: { patient: DoctorPatient }) {
  const t = useT();
  const phone = patientPhone(patient.phone_number);
  const name = patientDisplayName(patient);
  return (
    <Card component="li" withBorder padding="md" radius="md">
      <Stack gap="xs" h="100%">
        <Title order={3} size="h4">
          <Anchor component={Link} to={`/patients/${patient.id}`} inherit>
            {name}
          </Anchor>
        </Title>
        <AttentionReasons patient={patient} />
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
          <Figure label={t('outcomes.migraineDays')}>
            <Group gap={4} component="span">
              {String(patient.migraine_days_28)}
              <Trend trend={patient.migraine_days_trend} />
            </Group>
          </Figure>
          <Figure label={t('outcomes.acuteMedicationDays')}>
            <AcuteDays patient={patient} />
          </Figure>
          <Figure label={t('patients.lastEntry')}>{lastEntryText(patient.days_since_last_entry, t)}</Figure>
          <Figure label={t('outcomes.daysRecorded')}>{t('outcomes.daysOf', { count: patient.days_with_entry_28, days: RECENT_WINDOW_DAYS })}</Figure>
        </SimpleGrid>
        <PatientContact email={patient.email} phone={phone} />
        <Button
          mt="auto"
          component={Link}
          to={`/patients/${patient.id}`}
          variant="light"
          leftSection={<IconNotebook size={18} aria-hidden />}
          aria-label={t('patients.checkDiaryOf', { name })}
        >
          {t('patients.checkDiary')}
        </Button>
      </Stack>
    </Card>
  );
}

/** While the first page loads: cards on a phone, rows on a wide screen. */
export function PatientListLoading() {
  const t = useT();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('patients.loadingList')}>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={120} radius="md" />
      ))}
    </Stack>
  );
}

/** The specification's empty list: "Please refresh Patients list", with the refresh at hand. */
export function PatientListEmpty({ isRefreshing, onRefresh }: { isRefreshing: boolean; onRefresh: () => void }) {
  const t = useT();
  return (
    <Card withBorder padding="xl" radius="md">
      <EmptyState icon={<IconUsers aria-hidden />} title={t('patients.refreshList')}>
        <EmptyState.Actions>
          <Button variant="default" leftSection={<IconRefresh size={18} aria-hidden />} loading={isRefreshing} onClick={onRefresh}>
            {t('patients.refresh')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}

/** The doctor's triage list on a phone (spec section 2, Your Patients): one card per patient. */
export function PatientCards({ patients }: { patients: readonly DoctorPatient[] }) {
  const t = useT();
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="md" p={0} m={0} aria-label={t('nav.Patients')} style={{ listStyle: 'none' }}>
      {patients.map((patient) => (
        <PatientCard key={patient.id} patient={patient} />
      ))}
    </SimpleGrid>
  );
}
