import { List, Text } from '@mantine/core';

interface WeatherAdviceListProps {
  advice: string[];
  isAvailable: boolean;
  size?: 'sm' | 'md';
}

/** The headache advice for the weather, or a sentence saying why there is none. */
export function WeatherAdviceList({ advice, isAvailable, size = 'sm' }: WeatherAdviceListProps) {
  if (!isAvailable) {
    return (
      <Text size={size} c="dimmed">
        No advice while the weather is not available.
      </Text>
    );
  }
  if (advice.length === 0) {
    return (
      <Text size={size} c="dimmed">
        Nothing in today&apos;s weather calls for extra care. Keep to your usual routine.
      </Text>
    );
  }
  return (
    <List size={size} spacing="xs" aria-label="Weather advice">
      {advice.map((text) => (
        <List.Item key={text}>{text}</List.Item>
      ))}
    </List>
  );
}
