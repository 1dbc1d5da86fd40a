import { Alert, Anchor, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { RECENT_WINDOW_DAYS } from '@cephalo/shared/outcome-windows';
import { attentionReasons } from '@cephalo/shared/patient-triage';
import type { DoctorPatientOverview } from '@cephalo/shared/diary';
import { PageTitle } from '../../../components/page-title';
import { calendarDay, useDateFormats } from '../../../i18n/format';
import { StatCard } from '../../../components/stat-card';
import { useT } from '../../../i18n/use-t';
import { isApiError } from '../../../lib/api-client';
import { usePatientOverview } from '../api/get-patient-overview';
import { attentionReasonText } from '../attention-reason-text';
import { patientDisplayName, patientPhone } from '../patient-name';
import { lastEntryText, trendText } from '../patient-sorting';
import { PatientContact } from './patient-contact';
import { AcuteDays } from './patient-numbers';
import { PatientDiary } from './patient-diary';

/** The numbers the list showed for this patient, with the dates of their window, and why they need attention. */
function PatientSummary({ patient }: { patient: DoctorPatientOverview }) {
  const t = useT();
  const formats = useDateFormats();
  const longDate = (date: string) => formats.longDate(calendarDay(date));
  const reasons = attentionReasons(patient);
  return (
    <Stack gap="sm" component="section" aria-labelledby="patient-summary-heading">
      <Group gap="xs" align="baseline">
        <Title order={2} size="h3" id="patient-summary-heading">
          {t('outcomes.recentWindow', { days: RECENT_WINDOW_DAYS })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('patients.dateRange', { from: longDate(patient.recent_window.from), to: longDate(patient.recent_window.to) })}
        </Text>
      </Group>
      {reasons.length > 0 && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('patients.needsAttention')}
          styles={{ message: { color: 'var(--mantine-color-text)' } }}
        >
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {reasons.map((reason) => (
              <li key={reason}>{attentionReasonText(reason, patient, t)}</li>
            ))}
          </ul>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        <StatCard label={t('outcomes.migraineDays')}>{String(patient.migraine_days_28)}</StatCard>
        <StatCard label={t('outcomes.headacheDays')}>{String(patient.headache_days_28)}</StatCard>
        <StatCard label={t('outcomes.acuteMedicationDays')}>
          <AcuteDays patient={patient} />
        </StatCard>
        <StatCard label={t('outcomes.daysRecorded')}>{t('outcomes.daysOf', { count: patient.days_with_entry_28, days: RECENT_WINDOW_DAYS })}</StatCard>
        <StatCard label={t('patients.lastEntry')}>{lastEntryText(patient.days_since_last_entry, t)}</StatCard>
      </SimpleGrid>
      <Text size="sm">
        {t('patients.trendSentence', {
          trend: trendText(patient.migraine_days_trend, t),
          recent: patient.migraine_days_28,
          previous: patient.migraine_days_previous_28,
          days: RECENT_WINDOW_DAYS,
          from: longDate(patient.previous_window.from),
          to: longDate(patient.previous_window.to),
        })}
      </Text>
    </Stack>
  );
}

interface PatientPageProps {
  patientId: string;
  /** The trends, treatments and MIDAS of the outcomes feature (composed in src/app). */
  renderOutcomes: (patient: { id: string; name: string }) => ReactNode;
  /** Downloads next to the name, e.g. the FHIR bundle (composed in src/app). */
  renderDownloads?: (patient: { id: string; name: string }) => ReactNode;
}

/**
 * /patients/{id} (doctor): one patient's page (issue 35, point 2): contact, the last 28 days with
 * the reasons for attention, the outcomes (trends chart, treatments and their response, MIDAS)
 * and the diary. Another doctor's patient is not found (404 from the server).
 */
export function PatientPage({ patientId, renderOutcomes, renderDownloads }: PatientPageProps) {
  const t = useT();
  const overview = usePatientOverview(patientId);
  const isNotFound = overview.isError && isApiError(overview.error) && (overview.error.status === 404 || overview.error.status === 400);

  useEffect(() => {
    if (overview.isError && !isNotFound) console.warn('Cannot get the patient', overview.error);
  }, [overview.isError, overview.error, isNotFound]);

  const back = (
    <Anchor component={Link} to="/patients" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('patients.allPatients')}
      </Group>
    </Anchor>
  );

  if (overview.isPending) {
    return (
      <Stack gap="lg" maw={1200}>
        {back}
        <Skeleton height={36} width={280} aria-label={t('patients.loadingPatient')} />
        <Skeleton height={160} radius="md" />
      </Stack>
    );
  }
  if (!overview.data) {
    return (
      <Stack gap="md" maw={1200}>
        {back}
        <PageTitle>{t('patients.notFound')}</PageTitle>
        <Text>{isNotFound ? t('patients.notYours') : t('patients.loadError')}</Text>
      </Stack>
    );
  }
  const patient = overview.data;
  const name = patientDisplayName(patient);
  const phone = patientPhone(patient.phone_number);
  return (
    <Stack gap="xl" maw={1200}>
      <Stack gap="xs">
        {back}
        <PageTitle>{name}</PageTitle>
        <Group gap="lg" wrap="wrap">
          <PatientContact email={patient.email} phone={phone} />
          {renderDownloads?.({ id: patient.id, name })}
        </Group>
      </Stack>
      <PatientSummary patient={patient} />
      {renderOutcomes({ id: patient.id, name })}
      <PatientDiary patientId={patient.id} name={name} />
    </Stack>
  );
}
