import type { Translate } from '../../i18n/use-t';
import { NOT_ENOUGH_DIARY_TITLE, type CalendarEvent, type DayHeadache } from './calendar-events';

/**
 * The words of a calendar event in the interface language. calendar-events.ts builds the events
 * with the specification's English titles ("Diary added", "37% Headache", "21℃"); the screens
 * show them through the catalogue, from the event's kind and numbers.
 */
export const eventTitle = (event: Pick<CalendarEvent, 'kind' | 'title'>, t: Translate, { isShort = false } = {}): string => {
  switch (event.kind) {
    case 'diary':
      return isShort ? t('calendar.event.diaryShort') : t('calendar.event.diary');
    case 'headache-forecast': {
      if (event.title === NOT_ENOUGH_DIARY_TITLE) return isShort ? '?%' : t('calendar.event.notEnough');
      // The title starts with the percent ("37% Headache", buildHeadacheForecastEvents).
      const percent = Number.parseInt(event.title, 10);
      return isShort ? `${percent}%` : t('calendar.event.forecast', { percent });
    }
    case 'temperature':
      return event.title;
  }
};

/** "Headache, intensity 7", "Headache", "No headache": for screen readers, in the interface language. */
export const describeHeadache = (headache: DayHeadache, t: Translate): string => {
  if (!headache.hasHeadache) return t('calendar.legend.noHeadache');
  return headache.intensity === null ? t('calendar.event.headache') : t('calendar.event.headacheIntensity', { intensity: headache.intensity });
};
