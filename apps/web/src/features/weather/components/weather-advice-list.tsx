import { List, Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t';

interface WeatherAdviceListProps {
  advice: string[];
  isAvailable: boolean;
  size?: 'sm' | 'md';
}

/** The headache advice for the weather, or a sentence saying why there is none. */
export function WeatherAdviceList({ advice, isAvailable, size = 'sm' }: WeatherAdviceListProps) {
  const t = useT();
  if (!isAvailable) {
    return (
      <Text size={size} c="dimmed">
        {t('weather.noAdvice')}
      </Text>
    );
  }
  if (advice.length === 0) {
    return (
      <Text size={size} c="dimmed">
        {t('weather.nothingToAdvise')}
      </Text>
    );
  }
  return (
    <List size={size} spacing="xs" aria-label={t('weather.advice')}>
      {advice.map((text) => (
        <List.Item key={text}>{text}</List.Item>
      ))}
    </List>
  );
}
