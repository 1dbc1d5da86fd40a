import { Box, Group, Stack, Text } from '@mantine/core';
import { IconHandClick } from '@tabler/icons-react';
import { HeadacheBadge } from './headache-badge';

const SWATCHES = [
  { label: 'Diary added', color: 'var(--mantine-color-cephalo-6)' },
  { label: 'Headache forecast', color: 'var(--mantine-color-red-9)' },
  { label: 'Temperature', color: 'var(--mantine-color-blue-8)' },
] as const;

/**
 * What the colours mean, so the calendar does not rely on colour alone, and how a diary day shows
 * its headache (issue 34): a bolt with the intensity, or a struck-out bolt for none.
 */
export function CalendarLegend({ hasTemperatures }: { hasTemperatures: boolean }) {
  return (
    <Stack gap={6}>
      <Group component="ul" gap="md" p={0} m={0} aria-label="Colours of the calendar" style={{ listStyle: 'none' }}>
        {SWATCHES.map((swatch) => {
          // Until the forecast's temperatures arrive their swatch keeps its place, unseen, so the
          // legend does not grow a line on a phone and push the calendar down (layout shift).
          const isHidden = swatch.label === 'Temperature' && !hasTemperatures;
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
              <Text size="sm">{swatch.label}</Text>
            </Group>
          );
        })}
      </Group>
      <Group component="ul" gap="md" p={0} m={0} aria-label="How to read the calendar" style={{ listStyle: 'none', rowGap: 4 }}>
        <Group component="li" gap={6} wrap="nowrap">
          <span className="legend-chip calendar-event--diary" aria-hidden>
            <HeadacheBadge headache={{ hasHeadache: true, intensity: 7 }} />
          </span>
          <Text size="sm">Headache, intensity 1 to 10</Text>
        </Group>
        <Group component="li" gap={6} wrap="nowrap">
          <span className="legend-chip calendar-event--diary" aria-hidden>
            <HeadacheBadge headache={{ hasHeadache: false }} />
          </span>
          <Text size="sm">No headache</Text>
        </Group>
        <Group component="li" gap={6} wrap="nowrap">
          <IconHandClick size={16} aria-hidden />
          <Text size="sm">Tap a forecast to see why</Text>
        </Group>
      </Group>
    </Stack>
  );
}
