import { IconCloud, IconCloudRain, IconDroplet, IconSnowflake, IconSun, IconTemperature, type Icon } from '@tabler/icons-react';
import type { WeatherIconKind } from '@cephalo/shared/weather-advice';
import type { MessageKey } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';

/** One icon per kind of weather (spec section 9), each with words for screen readers. */
const ICONS: Record<WeatherIconKind, { glyph: Icon; label: MessageKey; color: string }> = {
  rain: { glyph: IconCloudRain, label: 'weather.icon.rain', color: 'var(--mantine-color-blue-8)' },
  drizzle: { glyph: IconDroplet, label: 'weather.icon.drizzle', color: 'var(--mantine-color-blue-7)' },
  snow: { glyph: IconSnowflake, label: 'weather.icon.snow', color: 'var(--mantine-color-cyan-8)' },
  cloud: { glyph: IconCloud, label: 'weather.icon.clouds', color: 'var(--mantine-color-dimmed)' },
  clear: { glyph: IconSun, label: 'weather.icon.clear', color: 'var(--mantine-color-orange-8)' },
  // Neither of the five: a neutral thermometer.
  unknown: { glyph: IconTemperature, label: 'weather.icon.unknown', color: 'var(--mantine-color-dimmed)' },
};

export function WeatherIcon({ kind, size = 28 }: { kind: WeatherIconKind; size?: number }) {
  const t = useT();
  const { glyph: Glyph, label, color } = ICONS[kind];
  return <Glyph size={size} stroke={1.6} role="img" aria-label={t(label)} data-weather-icon={kind} color={color} style={{ flexShrink: 0 }} />;
}
