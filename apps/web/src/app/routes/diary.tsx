import { Stack, Text } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { DiaryScreen } from '../../features/diary/components/diary-screen';
import { useStoredWeatherDetails } from '../../features/weather/weather-storage';

/** /diary: the daily headache diary; saving goes on to the calendar (spec section 2). */
export function DiaryRoute() {
  const weather = useStoredWeatherDetails();
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <PageTitle>Daily Headache Diary</PageTitle>
        <Text c="dimmed">A few minutes a day helps you and your doctor see what sets off your headaches.</Text>
      </Stack>
      <DiaryScreen weather={weather} />
    </Stack>
  );
}
