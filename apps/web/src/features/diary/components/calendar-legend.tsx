import { Box, Group, Text } from '@mantine/core';

const SWATCHES = [
  { label: 'Diary added', color: 'var(--mantine-color-cephalo-6)' },
  { label: 'Headache forecast', color: 'var(--mantine-color-red-9)' },
  { label: 'Temperature', color: 'var(--mantine-color-blue-8)' },
] as const;

/** What the colours mean, so the calendar does not rely on colour alone. */
export function CalendarLegend({ hasTemperatures }: { hasTemperatures: boolean }) {
  return (
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
  );
}
