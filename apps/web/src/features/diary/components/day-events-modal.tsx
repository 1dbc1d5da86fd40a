import { Stack } from '@mantine/core';
import { AppModal } from '../../../components/app-modal';
import { formatDiaryDate, toIsoDate } from '../../../lib/diary-dates';
import type { CalendarEvent } from '../calendar-events';
import { CalendarEventLabel, type CalendarEventActions } from './calendar-event-label';
import { useDateFormats } from '../../../i18n/format';

interface DayEventsModalProps extends CalendarEventActions {
  opened: boolean;
  /** The day whose "+N more" was clicked, with all its events; null when closed. */
  day: { date: Date; events: CalendarEvent[] } | null;
  onClose: () => void;
}

/**
 * The popup of a day with more events than its cell shows (spec: 200 px wide). A centred modal
 * rather than the calendar library's overlay, which sits next to the cell and can leave a phone's
 * screen; this one stays inside the viewport, has a close icon and closes with Escape. An event
 * opens what it opens in the cell, and the popup gives way to it.
 */
export function DayEventsModal({ opened, day, onClose, onOpenEntry, onOpenForecast }: DayEventsModalProps) {
  const formats = useDateFormats();
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={day ? formatDiaryDate(toIsoDate(day.date), formats) : ''}
      size={200}
      classNames={{ content: 'day-events-modal' }}
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap={4}>
        {day?.events.map((event) => (
          <div key={event.id} className={`calendar-event calendar-event--${event.kind}`}>
            <CalendarEventLabel
              event={event}
              isInCell={false}
              onOpenEntry={(entryId) => {
                onClose();
                onOpenEntry(entryId);
              }}
              onOpenForecast={(forecastDay) => {
                onClose();
                onOpenForecast(forecastDay);
              }}
            />
          </div>
        ))}
      </Stack>
    </AppModal>
  );
}
