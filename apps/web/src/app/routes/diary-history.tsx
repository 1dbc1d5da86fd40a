import { Stack, Text } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { NearView } from '../../components/near-view';
import { PageTitle } from '../../components/page-title';
import { DIARY_HISTORY_INTRO } from '../screen-intros';
import { CalendarScreen } from '../../features/diary/components/calendar-screen';
import { useIsDiaryLocked } from '../../features/diary/hooks/use-is-diary-locked';
import { useCalendarWeather } from '../../features/weather/hooks/use-calendar-weather';

const OwnTrends = lazy(() => import('./outcome-parts').then((parts) => ({ default: parts.OwnTrends })));

/** /diary-history: the calendar of diary entries with the headache forecast (spec section 2). */
export function DiaryHistoryRoute() {
  const isDiaryLocked = useIsDiaryLocked();
  // A locked diary asks the weather nothing, as the calendar asks nothing.
  const weather = useCalendarWeather({ isEnabled: !isDiaryLocked });
  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        <PageTitle>{DIARY_HISTORY_INTRO.title}</PageTitle>
        <Text c="dimmed">{DIARY_HISTORY_INTRO.intro}</Text>
      </Stack>
      <CalendarScreen
        weather={weather}
        // Issue 17: the months at a glance, and the report for the doctor. Below the month grid,
        // they load when scrolled near (issue 14: the grid has the phone's first moments to itself).
        trends={
          <NearView margin="0px">
            <Suspense fallback={null}>
              <OwnTrends />
            </Suspense>
          </NearView>
        }
      />
    </Stack>
  );
}
