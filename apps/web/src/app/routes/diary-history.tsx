import { Stack, Text } from '@mantine/core';
import { Suspense, lazy, type ReactNode } from 'react';
import { NearView } from '../../components/near-view';
import { PageTitle } from '../../components/page-title';
import { CalendarScreen } from '../../features/diary/components/calendar-screen';
import { useIsDiaryLocked } from '../../features/diary/hooks/use-is-diary-locked';
import { useCalendarWeather } from '../../features/weather/hooks/use-calendar-weather';
import { useT } from '../../i18n/use-t';

const OwnTrends = lazy(() => import('./outcome-parts').then((parts) => ({ default: parts.OwnTrends })));

/** /diary-history: the calendar of diary entries with the headache forecast (spec section 2). */
export function DiaryHistoryRoute() {
  const isDiaryLocked = useIsDiaryLocked();
  // A locked diary asks the weather nothing, as the calendar asks nothing.
  const weather = useCalendarWeather({ isEnabled: !isDiaryLocked });
  return (
    <DiaryHistoryPage>
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
    </DiaryHistoryPage>
  );
}

/**
 * The screen's column and heading; without the calendar it is the page's first paint (screens.ts,
 * firstPaint: it depends on no one and no data).
 */
export function DiaryHistoryPage({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        <PageTitle>{t('calendar.title')}</PageTitle>
        <Text c="dimmed">{t('calendar.intro')}</Text>
      </Stack>
      {children}
    </Stack>
  );
}
