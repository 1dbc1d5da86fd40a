import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { StatusNotice } from '../../../components/status-notice';
import { useDownloadReport } from '../api/download-report';
import { formatLongDate } from '../format-numbers';
import type { OutcomesSubject } from '../outcomes-subject';
import { defaultReportPeriod, reportPeriodProblem, type ReportPeriod } from '../report-period';

/**
 * "Download report (PDF)": three calendar months by default (the last one so far), another period on request. The file
 * comes through the API with the token and is saved from a blob URL.
 */
export function ReportDownload({ subject }: { subject: OutcomesSubject }) {
  const [period, setPeriod] = useState<ReportPeriod>(() => defaultReportPeriod(new Date()));
  const [isChoosing, setIsChoosing] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const download = useDownloadReport(subject, { onSuccess: (fileName) => setStatus(`The report has been downloaded as ${fileName}.`) });
  const problem = reportPeriodProblem(period);

  return (
    <Stack gap="xs">
      <Group gap="sm" align="center" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconFileTypePdf size={18} aria-hidden />}
          loading={download.isPending}
          disabled={problem !== null}
          onClick={() => {
            setStatus(null);
            download.mutate(period);
          }}
        >
          Download report (PDF)
        </Button>
        <Text size="sm" c="dimmed">
          {problem === null ? `${formatLongDate(period.from)} to ${formatLongDate(period.to)}` : problem}
          {' · '}
          <Anchor component="button" type="button" size="sm" onClick={() => setIsChoosing((value) => !value)} aria-expanded={isChoosing}>
            {isChoosing ? 'Done' : 'Change period'}
          </Anchor>
        </Text>
      </Group>
      {isChoosing && (
        <Group gap="sm" align="flex-start">
          <TextInput type="date" label="From" size="sm" value={period.from} onChange={(event) => setPeriod({ ...period, from: event.currentTarget.value })} />
          <TextInput type="date" label="To" size="sm" value={period.to} onChange={(event) => setPeriod({ ...period, to: event.currentTarget.value })} />
        </Group>
      )}
      <StatusNotice message={status} onDismiss={() => setStatus(null)} />
      {download.isError && <FormErrorAlert title="The report could not be downloaded" error={download.error} onClose={() => download.reset()} />}
    </Stack>
  );
}
