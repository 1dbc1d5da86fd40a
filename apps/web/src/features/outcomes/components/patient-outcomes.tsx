import { Card, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
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
  const subject: OutcomesSubject = useMemo(() => ({ kind: 'patient', patientId }), [patientId]);
  const midas = useMidasScores(subject);

  useEffect(() => {
    if (midas.isError) console.warn('Cannot get the MIDAS scores', midas.error);
  }, [midas.isError, midas.error]);

  return (
    <Stack gap="md">
      <TrendsSection subject={subject} title="Trends" actions={<ReportDownload subject={subject} />} />
      <TreatmentsSection subject={subject} intro={`Preventive treatments of ${name}, as you or they recorded them.`} order={2} />
      <Card component="section" withBorder radius="md" padding="lg" aria-label="Headache disability (MIDAS)">
        <Stack gap="md">
          <Title order={2} size="h3">
            Headache disability (MIDAS)
          </Title>
          {midas.isError && <Text>The MIDAS scores could not be loaded.</Text>}
          {midas.data && <MidasHistory scores={midas.data} caption={`MIDAS scores of ${name}`} />}
        </Stack>
      </Card>
    </Stack>
  );
}
