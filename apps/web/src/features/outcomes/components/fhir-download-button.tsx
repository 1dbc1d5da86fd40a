import { Button, Stack } from '@mantine/core';
import { IconFileCode } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { StatusNotice } from '../../../components/status-notice';
import { useT } from '../../../i18n/use-t';
import { useDownloadFhirBundle } from '../api/download-fhir-bundle';
import { OWN_OUTCOMES, type OutcomesSubject } from '../outcomes-subject';

/**
 * "Download FHIR record": the diary days and MIDAS scores as a FHIR R4 bundle (JSON) that another
 * clinical system can import. Without `patientId` the signed-in patient's own; with it, one of
 * the signed-in doctor's patients (the server refuses anyone else's and records the download).
 */
export function FhirDownloadButton({ patientId }: { patientId?: string }) {
  const t = useT();
  const subject = useMemo<OutcomesSubject>(() => (patientId === undefined ? OWN_OUTCOMES : { kind: 'patient', patientId }), [patientId]);
  const [status, setStatus] = useState<string | null>(null);
  const download = useDownloadFhirBundle(subject, { onSuccess: (fileName) => setStatus(t('fhir.downloaded', { fileName })) });

  return (
    <Stack gap="xs">
      <Button
        variant="light"
        leftSection={<IconFileCode size={18} aria-hidden />}
        loading={download.isPending}
        onClick={() => {
          setStatus(null);
          download.mutate();
        }}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('fhir.download')}
      </Button>
      <StatusNotice message={status} onDismiss={() => setStatus(null)} />
      {download.isError && <FormErrorAlert title={t('fhir.downloadError')} error={download.error} onClose={() => download.reset()} />}
    </Stack>
  );
}
