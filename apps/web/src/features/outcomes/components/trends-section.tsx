import { Button, Center, Loader, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTable } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useId, useMemo, type ReactNode } from 'react';
import { useOutcomes } from '../api/get-outcomes';
import { toTrendsChartData, trendsChartLabel } from '../chart-data';
import { formatMonth } from '../format-numbers';
import { useDateFormats } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import type { OutcomesSubject } from '../outcomes-subject';
import { RecentNumbers } from './recent-numbers';
import { TreatmentResponses } from './treatment-responses';
import { TrendsTable } from './trends-table';
import { useHasBeenNearView } from '../../../hooks/use-has-been-near-view';

// chart.js loads only when the trends view shows, so the calendar's first download stays small.
const TrendsChart = lazy(async () => ({ default: (await import('./trends-chart')).TrendsChart }));

function ChartPlaceholder() {
  const t = useT();
  return (
    <Center h={300} role="status" aria-label={t('trends.loadingChart')}>
      <Loader size="sm" />
    </Center>
  );
}

interface TrendsSectionProps {
  subject: OutcomesSubject;
  title: string;
  /** E.g. the report download, next to the heading. */
  actions?: ReactNode;
  /** Heading level: 2 on the calendar page, 3 under a patient's name. */
  order?: 2 | 3;
}

/**
 * The trends view: monthly migraine, headache and acute medication days of the last 12 months
 * with treatment starts and months with gaps marked, then the last 28 days and each treatment's
 * response in words.
 */
export function TrendsSection({ subject, title, actions, order = 2 }: TrendsSectionProps) {
  const t = useT();
  const formats = useDateFormats();
  const outcomes = useOutcomes(subject);
  const headingId = useId();
  const [isTableShown, table] = useDisclosure(false);
  const chartArea = useHasBeenNearView<HTMLDivElement>();
  const chartData = useMemo(
    () => (outcomes.data ? toTrendsChartData(outcomes.data.months, outcomes.data.treatments, { t, formats }) : null),
    [outcomes.data, t, formats],
  );

  useEffect(() => {
    if (outcomes.isError) console.warn('Cannot get the outcomes', outcomes.error);
  }, [outcomes.isError, outcomes.error]);

  const hasEntries = outcomes.data?.months.some((month) => month.days_with_entry > 0) ?? false;

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={order} size="h3" id={headingId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('trends.intro')}
          </Text>
          {actions}
        </Stack>
        {outcomes.isPending && <Skeleton height={300} radius="md" aria-label={t('trends.loading')} />}
        {outcomes.isError && <Text>{t('trends.loadError')}</Text>}
        {outcomes.data && chartData && (
          <>
            {!hasEntries && <Text c="dimmed">{t('trends.empty')}</Text>}
            <div ref={chartArea.ref}>
              {chartArea.hasBeenNear ? (
                <Suspense fallback={<ChartPlaceholder />}>
                  <TrendsChart data={chartData} label={trendsChartLabel(chartData, { t, formats })} />
                </Suspense>
              ) : (
                <ChartPlaceholder />
              )}
            </div>
            {(chartData.coverageNotes.length > 0 || chartData.markers.length > 0 || (hasEntries && chartData.emptyMonthRanges.length > 0)) && (
              <Stack gap={2}>
                {chartData.markers.length > 0 && (
                  <Text size="sm">
                    {t('trends.markers', {
                      markers: chartData.markers.map((marker) => `${marker.label}, ${formatMonth(chartData.months[marker.index] ?? '', formats)}`).join('; '),
                    })}
                  </Text>
                )}
                {chartData.coverageNotes.length > 0 && <Text size="sm">{t('trends.gaps', { notes: chartData.coverageNotes.join('; ') })}</Text>}
                {hasEntries && chartData.emptyMonthRanges.length > 0 && (
                  <Text size="sm" c="dimmed">
                    {t('trends.emptyMonths', { months: chartData.emptyMonthRanges.join(', ') })}
                  </Text>
                )}
              </Stack>
            )}
            <div>
              <Button variant="subtle" size="compact-sm" leftSection={<IconTable size={16} aria-hidden />} aria-expanded={isTableShown} onClick={table.toggle}>
                {isTableShown ? t('trends.hideTable') : t('trends.showTable')}
              </Button>
              {/* Always in the page for screen readers; shown for anyone on request. */}
              {isTableShown ? (
                <TrendsTable months={outcomes.data.months} />
              ) : (
                <VisuallyHidden>
                  <TrendsTable months={outcomes.data.months} />
                </VisuallyHidden>
              )}
            </div>
            <RecentNumbers window={outcomes.data.window_28_days} />
            <TreatmentResponses treatments={outcomes.data.treatments} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
