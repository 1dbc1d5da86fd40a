import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { StatusNotice } from '../../../components/status-notice';
import { useDownloadReport } from '../api/download-report';
import { useDateFormats } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { formatLongDate } from '../format-numbers';
import type { OutcomesSubject } from '../outcomes-subject';
import { defaultReportPeriod, reportPeriodProblem, type ReportPeriod } from '../report-period';

/**
 * "Download report (PDF)": three calendar months by default (the last one so far), another period on request. The file
 * comes through the API with the token and is saved from a blob URL.
 */
export function ReportDownload({ subject }: { subject: OutcomesSubject }) {
  const t = useT();
  const formats = useDateFormats();
  const [period, setPeriod] = useState<ReportPeriod>(() => defaultReportPeriod(new Date()));
  const [isChoosing, setIsChoosing] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const download = useDownloadReport(subject, { onSuccess: (fileName) => setStatus(t('report.downloaded', { fileName })) });
  const problemKey = reportPeriodProblem(period);
  const problem = problemKey === null ? null : t(problemKey);

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
          {t('report.download')}
        </Button>
        <Text size="sm" c="dimmed">
          {problem ?? t('patients.dateRange', { from: formatLongDate(period.from, formats), to: formatLongDate(period.to, formats) })}
          {' · '}
          <Anchor component="button" type="button" size="sm" onClick={() => setIsChoosing((value) => !value)} aria-expanded={isChoosing}>
            {isChoosing ? t('keys.done') : t('report.changePeriod')}
          </Anchor>
        </Text>
      </Group>
      {isChoosing && (
        <Group gap="sm" align="flex-start">
          <TextInput
            type="date"
            label={t('trail.from')}
            size="sm"
            value={period.from}
            onChange={(event) => setPeriod({ ...period, from: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('trail.to')}
            size="sm"
            value={period.to}
            onChange={(event) => setPeriod({ ...period, to: event.currentTarget.value })}
          />
        </Group>
      )}
      <StatusNotice message={status} onDismiss={() => setStatus(null)} />
      {download.isError && <FormErrorAlert title={t('report.downloadError')} error={download.error} onClose={() => download.reset()} />}
    </Stack>
  );
}
