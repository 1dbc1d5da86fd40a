import { IconCloud, IconCloudRain, IconDroplet, IconSnowflake, IconSun, IconTemperature, type Icon } from '@tabler/icons-react';
import type { WeatherIconKind } from '@cephalo/shared/weather-advice';

/** One icon per kind of weather (spec section 9), each with words for screen readers. */
const ICONS: Record<WeatherIconKind, { glyph: Icon; label: string; color: string }> = {
  rain: { glyph: IconCloudRain, label: 'Rain', color: 'var(--mantine-color-blue-8)' },
  drizzle: { glyph: IconDroplet, label: 'Drizzle', color: 'var(--mantine-color-blue-7)' },
  snow: { glyph: IconSnowflake, label: 'Snow', color: 'var(--mantine-color-cyan-8)' },
  cloud: { glyph: IconCloud, label: 'Clouds', color: 'var(--mantine-color-dimmed)' },
  clear: { glyph: IconSun, label: 'Clear sky', color: 'var(--mantine-color-orange-8)' },
  // Neither of the five: a neutral thermometer.
  unknown: { glyph: IconTemperature, label: 'Weather', color: 'var(--mantine-color-dimmed)' },
};

export function WeatherIcon({ kind, size = 28 }: { kind: WeatherIconKind; size?: number }) {
  const { glyph: Glyph, label, color } = ICONS[kind];
  return <Glyph size={size} stroke={1.6} role="img" aria-label={label} data-weather-icon={kind} color={color} style={{ flexShrink: 0 }} />;
}
