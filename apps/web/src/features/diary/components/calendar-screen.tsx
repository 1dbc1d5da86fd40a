import { Alert, Button, Group, LoadingOverlay, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconPlus } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { DeferredModal } from '../../../components/deferred-modal';
import { useStableHandler } from '../../../hooks/use-stable-handler';
import { isDiaryLockedError } from '../api/save-diary-entry';
import { DiaryLockedNotice } from './diary-locked-notice';
import { formatDiaryDate } from '../../../lib/diary-dates';
import { useIsDiaryLocked } from '../hooks/use-is-diary-locked';
import { formatMonthParam, MONTH_PARAM, parseMonthParam } from '../calendar-month';
import { useCalendarEvents, type CalendarWeather } from '../hooks/use-calendar-events';
import { CalendarLegend } from './calendar-legend';
import { DiaryCalendar } from './diary-calendar';
import { HeadacheNow } from './headache-now';
import { NotEnoughDiaryNote } from './not-enough-diary-note';
import { useDateFormats } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';

// The entry's window loads when an entry is first opened (components/deferred-modal.tsx).
const loadDiaryEntryModal = async () => (await import('./diary-entry-modal')).DiaryEntryModal;
// The same for the window that explains a forecast day.
const loadForecastExplanationModal = async () => (await import('./forecast-explanation-modal')).ForecastExplanationModal;

const readSavedDate = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && 'savedDate' in state && typeof state.savedDate === 'string' ? state.savedDate : null;

interface CalendarScreenProps {
  /** The place and five-day forecast, from the weather feature. */
  weather: CalendarWeather;
  /** Below the calendar: the months at a glance and the report for the doctor (issue 17, outcomes feature). */
  trends: ReactNode;
}

/** /diary-history: the month calendar of diary entries, forecasts and temperatures. */
export function CalendarScreen({ weather, trends }: CalendarScreenProps) {
  const isPlanLocked = useIsDiaryLocked();
  const t = useT();
  const formats = useDateFormats();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const month = parseMonthParam(searchParams.get(MONTH_PARAM), new Date());
  const { events, entries, forecastExplanation, hasTemperatures, isLoading } = useCalendarEvents({ month, isEnabled: !isPlanLocked, weather });
  // Issue 14 (a phone's Total Blocking Time): the entries, the forecast and the temperatures
  // arrive one by one, and each redrew the whole month grid in one task. The grid gets them as a
  // deferred value: React draws it again in the background, in slices, and the screen's own
  // render stays small. The month itself is not deferred: a step of the toolbar shows at once.
  const gridEvents = useDeferredValue(events);
  const monthKey = formatMonthParam(month);
  const gridMonth = useMemo(() => parseMonthParam(monthKey, new Date()), [monthKey]);
  const changeMonth = useStableHandler((date: Date) => setSearchParams({ [MONTH_PARAM]: formatMonthParam(date) }, { replace: true, state: location.state }));
  const [openEntry, setOpenEntry] = useState<{ id: string | null; isOpen: boolean }>({ id: null, isOpen: false });
  const openEntryOf = useStableHandler((id: string) => setOpenEntry({ id, isOpen: true }));
  const [openForecast, setOpenForecast] = useState<{ day: number | null; isOpen: boolean }>({ day: null, isOpen: false });
  const openForecastOf = useStableHandler((day: number) => setOpenForecast({ day, isOpen: true }));
  const savedDate = readSavedDate(location.state);
  // Issue 34: the form's Save lands here; its confirmation is brought into view and focused
  // (the page would otherwise keep the form's scroll offset, with the confirmation above it).
  const savedNoticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!savedDate) return;
    savedNoticeRef.current?.scrollIntoView({ block: 'center' });
    savedNoticeRef.current?.focus({ preventScroll: true });
  }, [savedDate]);
  // The calendar reads one month at a time, so the hint for a first entry is about the current
  // month only: other months may be empty in any diary, and the note would come and go.
  const currentMonth = formatMonthParam(new Date());
  const hasNoEntryThisMonth =
    formatMonthParam(month) === currentMonth &&
    entries.isSuccess &&
    !entries.isPlaceholderData &&
    !entries.data.some((entry) => entry.input_date.startsWith(currentMonth));

  if (isPlanLocked || isDiaryLockedError(entries.error)) return <DiaryLockedNotice />;

  return (
    <Stack gap="md">
      {savedDate && (
        <Alert
          ref={savedNoticeRef}
          tabIndex={-1}
          role="status"
          color="cephalo"
          icon={<IconCircleCheck aria-hidden />}
          withCloseButton
          closeButtonLabel={t('common.dismiss')}
          onClose={() => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null })}
        >
          {t('calendar.saved', { date: formatDiaryDate(savedDate, formats) })}
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        <CalendarLegend hasTemperatures={hasTemperatures} />
        <Group gap="xs" align="flex-start">
          <HeadacheNow />
          <Button component={Link} to="/diary" variant="light" leftSection={<IconPlus size={18} aria-hidden />}>
            {t('calendar.addEntry')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder p={{ base: 'xs', sm: 'md' }} pos="relative" aria-busy={isLoading}>
        <LoadingOverlay visible={isLoading} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': t('calendar.loading') }} />
        <DiaryCalendar events={gridEvents} month={gridMonth} onMonthChange={changeMonth} onOpenEntry={openEntryOf} onOpenForecast={openForecastOf} />
      </Paper>
      {/* Below the grid: appearing when the month has loaded, it moves nothing already shown. */}
      {hasNoEntryThisMonth && (
        <Paper withBorder p="md">
          <Text fw={600}>{t('calendar.noEntries')}</Text>
          <Text size="sm" c="dimmed">
            {t('calendar.noEntriesHint')}
          </Text>
        </Paper>
      )}
      {forecastExplanation && !forecastExplanation.is_personal && <NotEnoughDiaryNote explanation={forecastExplanation} />}
      {trends}
      <DeferredModal
        load={loadDiaryEntryModal}
        props={{ entryId: openEntry.id, opened: openEntry.isOpen, onClose: () => setOpenEntry((current) => ({ ...current, isOpen: false })) }}
      />
      <DeferredModal
        load={loadForecastExplanationModal}
        props={{
          forecastDay: openForecast.day,
          explanation: forecastExplanation,
          opened: openForecast.isOpen,
          onClose: () => setOpenForecast((current) => ({ ...current, isOpen: false })),
        }}
      />
    </Stack>
  );
}
