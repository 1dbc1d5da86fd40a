import { IconBolt, IconBoltOff } from '@tabler/icons-react';
import type { DayHeadache } from '../calendar-events';

/**
 * The day's headache inside its "Diary added" event, readable without colour: a bolt and the
 * intensity on a light pill for a headache day, a struck-out bolt for a day without (issue 34).
 * Hidden from screen readers, which get the same in words from the event (describeDayHeadache).
 */
export function HeadacheBadge({ headache }: { headache: DayHeadache }) {
  if (!headache.hasHeadache) {
    return (
      <span className="headache-badge headache-badge--none" aria-hidden>
        <IconBoltOff size={12} stroke={2.2} />
      </span>
    );
  }
  return (
    <span className="headache-badge headache-badge--headache" aria-hidden>
      <IconBolt size={12} stroke={2.4} />
      {headache.intensity ?? ''}
    </span>
  );
}
