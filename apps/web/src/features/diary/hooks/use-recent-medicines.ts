import { subDays } from 'date-fns';
import { useMemo } from 'react';
import { toIsoDate } from '../../../lib/diary-dates';
import { useDiaryEntriesInRange } from '../api/get-diary-entries';
import { recentMedicines } from '../quick-answers';

/** How far back the medicines offered for an attack are looked for. */
const RECENT_DAYS = 60;

/** The medicines of the patient's last two months of entries, newest first (asked once the sheet opens). */
export function useRecentMedicines(isEnabled: boolean): string[] {
  const today = toIsoDate(new Date());
  const range = useMemo(() => ({ from: toIsoDate(subDays(new Date(`${today}T12:00:00`), RECENT_DAYS)), to: today }), [today]);
  const entries = useDiaryEntriesInRange({ range, isEnabled });
  return useMemo(() => recentMedicines(entries.data ?? []), [entries.data]);
}
