import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useCurrentWeather } from '../api/weather-queries';
import { conditionText } from '../weather-condition';
import { toWeatherDisplay } from '../weather-display';
import { WeatherAdviceMenu } from './weather-advice-menu';
import { WeatherIcon } from './weather-icon';
import classes from './weather-pill.module.css';
import { useT } from '../../../i18n/use-t';

/**
 * The weather pill of the side navigation (spec section 1): city, temperature rounded in °C,
 * the condition with its icon, and the advice dropdown. Every field reads N/A when the weather
 * service cannot be reached; nothing else on the screen depends on it.
 */
export function WeatherPill({ isAdviceEnabled }: { isAdviceEnabled: boolean }) {
  const weather = useCurrentWeather();
  const t = useT();

  if (weather.isPending) {
    // The same lines and button as the answer below, in grey: the navigation under the pill must
    // not move when the weather arrives (a tap on Logout would land on the entry above it).
    return (
      <Paper className={classes.pill} aria-busy="true" aria-label={t('weather.loading')} role="status">
        <Stack gap="xs">
          <Group gap="sm" wrap="nowrap" align="center">
            <Skeleton circle height={28} />
            <div className={classes.text}>
              <Text size="sm">
                <Skeleton component="span" display="inline-block" height={12} width="70%" />
              </Text>
              <Text size="sm">
                <Skeleton component="span" display="inline-block" height={10} width="50%" />
              </Text>
            </div>
          </Group>
          <Skeleton>
            <Button component="span" size="compact-sm" fullWidth aria-hidden="true">
              {t('weather.advice')}
            </Button>
          </Skeleton>
        </Stack>
      </Paper>
    );
  }

  // A failed refresh shows N/A rather than an answer that may be hours old.
  const display = toWeatherDisplay(weather.isSuccess ? weather.data : null);
  return (
    <Paper component="section" className={classes.pill} aria-label={t('weather.current')} data-testid="weather-pill">
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
              <span data-testid="weather-condition">{conditionText(display.condition, t)}</span>
            </Text>
          </div>
        </Group>
        <WeatherAdviceMenu advice={display.advice} isAvailable={display.isAvailable} isEnabled={isAdviceEnabled} />
      </Stack>
    </Paper>
  );
}
