import { Stack, Text } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { DiaryScreen } from '../../features/diary/components/diary-screen';
import { useStoredWeatherDetails } from '../../features/weather/weather-storage';
import { useT } from '../../i18n/use-t';

/** /diary: the daily headache diary; saving goes on to the calendar (spec section 2). */
export function DiaryRoute() {
  const weather = useStoredWeatherDetails();
  const t = useT();
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <PageTitle>{t('diary.formLabel')}</PageTitle>
        <Text c="dimmed">{t('diary.intro')}</Text>
      </Stack>
      <DiaryScreen weather={weather} />
    </Stack>
  );
}
