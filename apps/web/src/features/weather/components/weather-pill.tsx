import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useCurrentWeather } from '../api/weather-queries';
import { toWeatherDisplay } from '../weather-display';
import { WeatherAdviceMenu } from './weather-advice-menu';
import { WeatherIcon } from './weather-icon';
import classes from './weather-pill.module.css';

/**
 * The weather pill of the side navigation (spec section 1): city, temperature rounded in °C,
 * the condition with its icon, and the advice dropdown. Every field reads N/A when the weather
 * service cannot be reached; nothing else on the screen depends on it.
 */
export function WeatherPill({ isAdviceEnabled }: { isAdviceEnabled: boolean }) {
  const weather = useCurrentWeather();

  if (weather.isPending) {
    return (
      <Paper className={classes.pill} aria-busy="true" aria-label="Loading the weather" role="status">
        <Group gap="sm" wrap="nowrap">
          <Skeleton circle height={28} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} width="70%" />
            <Skeleton height={10} width="50%" />
          </Stack>
        </Group>
      </Paper>
    );
  }

  // A failed refresh shows N/A rather than an answer that may be hours old.
  const display = toWeatherDisplay(weather.isSuccess ? weather.data : null);
  return (
    <Paper component="section" className={classes.pill} aria-label="Current weather" data-testid="weather-pill">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="center">
          <WeatherIcon kind={display.iconKind} />
          <div className={classes.text}>
            <Text size="sm" fw={600} truncate="end" data-testid="weather-city">
              {display.city}
            </Text>
            <Text size="sm" c="dimmed" truncate="end">
              <span data-testid="weather-temperature">{display.temperature}</span>
              {' · '}
              <span data-testid="weather-condition">{display.condition}</span>
            </Text>
          </div>
        </Group>
        <WeatherAdviceMenu advice={display.advice} isAvailable={display.isAvailable} isEnabled={isAdviceEnabled} />
      </Stack>
    </Paper>
  );
}
