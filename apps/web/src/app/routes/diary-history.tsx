import { Stack, Text } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { CalendarScreen } from '../../features/calendar/components/calendar-screen';

/** /diary-history: the calendar of diary entries with the headache forecast (spec section 2). */
export function DiaryHistoryRoute() {
  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        <PageTitle>Diary history</PageTitle>
        <Text c="dimmed">Your diary days, and the headache forecast and temperatures for the next five days.</Text>
      </Stack>
      <CalendarScreen />
    </Stack>
  );
}
