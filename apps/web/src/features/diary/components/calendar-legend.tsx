import { Box, Group, Stack, Text } from '@mantine/core';
import { IconHandClick } from '@tabler/icons-react';
import { HeadacheBadge } from './headache-badge';
import type { MessageKey } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';

const SWATCHES = [
  { label: 'calendar.legend.diary', color: 'var(--mantine-color-cephalo-6)' },
  { label: 'calendar.legend.forecast', color: 'var(--mantine-color-red-9)' },
  { label: 'calendar.legend.temperature', color: 'var(--mantine-color-blue-8)' },
] as const satisfies readonly { label: MessageKey; color: string }[];

/**
 * What the colours mean, so the calendar does not rely on colour alone, and how a diary day shows
 * its headache (issue 34): a bolt with the intensity, or a struck-out bolt for none.
 */
export function CalendarLegend({ hasTemperatures }: { hasTemperatures: boolean }) {
  const t = useT();
  return (
    <Stack gap={6}>
      <Group component="ul" gap="md" p={0} m={0} aria-label={t('calendar.legend.colours')} style={{ listStyle: 'none' }}>
        {SWATCHES.map((swatch) => {
          // Until the forecast's temperatures arrive their swatch keeps its place, unseen, so the
          // legend does not grow a line on a phone and push the calendar down (layout shift).
          const isHidden = swatch.label === 'calendar.legend.temperature' && !hasTemperatures;
          return (
            <Group
              component="li"
              key={swatch.label}
              gap={6}
              wrap="nowrap"
              style={isHidden ? { visibility: 'hidden' } : undefined}
              aria-hidden={isHidden || undefined}
            >
              <Box w={12} h={12} bg={swatch.color} style={{ borderRadius: 3 }} aria-hidden />
              <Text size="sm">{t(swatch.label)}</Text>
            </Group>
          );
        })}
      </Group>
      <Group component="ul" gap="md" p={0} m={0} aria-label={t('calendar.legend.howToRead')} style={{ listStyle: 'none', rowGap: 4 }}>
        <Group component="li" gap={6} wrap="nowrap">
          <span className="legend-chip calendar-event--diary" aria-hidden>
            <HeadacheBadge headache={{ hasHeadache: true, intensity: 7 }} />
          </span>
          <Text size="sm">{t('calendar.legend.headache', { min: 1, max: 10 })}</Text>
        </Group>
        <Group component="li" gap={6} wrap="nowrap">
          <span className="legend-chip calendar-event--diary" aria-hidden>
            <HeadacheBadge headache={{ hasHeadache: false }} />
          </span>
          <Text size="sm">{t('calendar.legend.noHeadache')}</Text>
        </Group>
        <Group component="li" gap={6} wrap="nowrap">
          <IconHandClick size={16} aria-hidden />
          <Text size="sm">{t('calendar.legend.tapForecast')}</Text>
        </Group>
      </Group>
    </Stack>
  );
}
