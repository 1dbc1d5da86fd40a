import { Card, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useT } from '../../../i18n/use-t';
import { useMidasScores } from '../api/get-midas-scores';
import type { OutcomesSubject } from '../outcomes-subject';
import { MidasHistory } from './midas-history';
import { ReportDownload } from './report-download';
import { TreatmentsSection } from './treatments-section';
import { TrendsSection } from './trends-section';

/**
 * On the doctor's page of one patient (/patients/{id}): the trends with the report download, the preventive
 * treatments (the doctor may add and stop them), and the MIDAS scores to read.
 */
export function PatientOutcomes({ patientId, name }: { patientId: string; name: string }) {
  const t = useT();
  const subject: OutcomesSubject = useMemo(() => ({ kind: 'patient', patientId }), [patientId]);
  const midas = useMidasScores(subject);

  useEffect(() => {
    if (midas.isError) console.warn('Cannot get the MIDAS scores', midas.error);
  }, [midas.isError, midas.error]);

  return (
    <Stack gap="md">
      <TrendsSection subject={subject} title={t('trends.title')} actions={<ReportDownload subject={subject} />} />
      <TreatmentsSection subject={subject} intro={t('treatments.introPatient', { name })} order={2} />
      <Card component="section" withBorder radius="md" padding="lg" aria-label={t('midas.title')}>
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('midas.title')}
          </Title>
          {midas.isError && <Text>{t('midas.loadError')}</Text>}
          {midas.data && <MidasHistory scores={midas.data} caption={t('midas.scoresOf', { name })} />}
        </Stack>
      </Card>
    </Stack>
  );
}
