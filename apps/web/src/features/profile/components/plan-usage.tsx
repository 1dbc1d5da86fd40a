import { Badge, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useUsageLimit } from '../../../lib/get-usage-limit';
import { useWarnOnError } from '../../../hooks/use-warn-on-error';
import { useDateFormats } from '../../../i18n/format';
import { planName } from '../../../components/plan-name';
import { useT } from '../../../i18n/use-t';
import { formatDiaryDate } from '../../../lib/diary-dates';

/** The plan and what is left of this period's chat questions (spec section 3: limit minus count). */
export function PlanUsage({ withPlanName = true }: { withPlanName?: boolean }) {
  const usage = useUsageLimit();
  const t = useT();
  const formats = useDateFormats();

  useWarnOnError('the plan usage', usage);

  if (usage.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('plan.loading')}>
        <Skeleton height={22} width={90} />
        <Skeleton height={16} width="70%" />
        <Skeleton height={8} />
      </Stack>
    );
  }
  if (usage.isError) {
    return (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('plan.notLoaded')}
        </Text>
      </Stack>
    );
  }

  const { plan_name: plan, questions_count: used, monthly_limit: limit, start_date: start, end_date: end } = usage.data;
  const remaining = Math.max(0, limit - used);
  return (
    <Stack gap="xs">
      {withPlanName && (
        <Group gap="xs">
          <Badge size="lg" variant="light">
            {planName(plan, t)}
          </Badge>
        </Group>
      )}
      <Text fw={600}>{t('plan.remaining', { remaining })}</Text>
      <Progress.Root size="md">
        <Progress.Section
          value={limit > 0 ? Math.min(100, (used / limit) * 100) : 100}
          // Mantine's own aria values are percentages; a count of messages reads better.
          withAria={false}
          role="progressbar"
          aria-label={t('plan.usedLabel')}
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={Math.min(used, limit)}
          aria-valuetext={t('plan.usedValue', { used, limit })}
        />
      </Progress.Root>
      <Text size="sm" c="dimmed">
        {t('plan.usedPeriod', { used, limit, start: formatDiaryDate(start, formats), end: formatDiaryDate(end, formats) })}
      </Text>
    </Stack>
  );
}
