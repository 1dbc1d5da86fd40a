import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useCurrentWeather } from '../api/weather-queries';
import { conditionText } from '../weather-condition';
import { toWeatherDisplay } from '../weather-display';
import { WeatherAdviceList } from './weather-advice-list';
import { WeatherIcon } from './weather-icon';
import { useT } from '../../../i18n/use-t';

/**
 * The weather of the chat's home area, under the greeting (spec section 2): city, °C and
 * condition, and the headache advice for that weather. When the service cannot be reached the
 * panel says "Weather unavailable" once rather than a row of N/A (the pill keeps its N/A fields,
 * as the specification describes them; the failure itself is only logged, spec section 8).
 */
export function WeatherHomePanel() {
  const t = useT();
  const weather = useCurrentWeather();

  if (weather.isPending) {
    return (
      <Paper withBorder radius="lg" p="md" w="100%" maw={560} aria-busy="true" aria-label={t('weather.loading')} role="status">
        <Stack gap="sm">
          <Skeleton height={16} width="50%" mx="auto" />
          <Skeleton height={12} width="80%" mx="auto" />
        </Stack>
      </Paper>
    );
  }

  const display = toWeatherDisplay(weather.isSuccess ? weather.data : null);
  if (!display.isAvailable) {
    return (
      <Paper component="section" withBorder radius="lg" p="md" w="100%" maw={560} aria-label={t('weather.panel')} data-testid="weather-home">
        <Group gap="sm" wrap="nowrap" justify="center">
          <WeatherIcon kind={display.iconKind} size={36} />
          <Text c="dimmed" data-testid="weather-unavailable">
            {t('weather.unavailable')}
          </Text>
        </Group>
      </Paper>
    );
  }
  return (
    <Paper component="section" withBorder radius="lg" p="md" w="100%" maw={560} ta="left" aria-label={t('weather.panel')} data-testid="weather-home">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" justify="center">
          <WeatherIcon kind={display.iconKind} size={36} />
          <div>
            <Text fw={600}>
              <span data-testid="weather-city">{display.city}</span>
              {' · '}
              <span data-testid="weather-temperature">{display.temperature}</span>
            </Text>
            <Text size="sm" c="dimmed" data-testid="weather-condition">
              {conditionText(display.condition, t)}
            </Text>
          </div>
        </Group>
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t('weather.adviceTitle')}
          </Text>
          <WeatherAdviceList advice={display.advice} isAvailable={display.isAvailable} />
        </Stack>
      </Stack>
    </Paper>
  );
}
