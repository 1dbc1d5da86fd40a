import { shiftDate } from '@cephalo/clinic/insights/clinical-diary-day';

/** Dates around the real today (UTC, as the routes read it without an x-time-zone header). */
export const today = () => new Date().toISOString().slice(0, 10);
export const daysAgo = (days: number) => shiftDate(today(), -days);
/** The first day of the month `offset` months before this one ("2026-10-01" for 1 in November). */
export function monthStart(offset: number): string {
  const [year = 0, month = 1] = today().split('-').map(Number);
  const index = year * 12 + month - 1 - offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}
/** Day `day` of the month `offset` months back. */
export const dayOfMonth = (offset: number, day: number) => `${monthStart(offset).slice(0, 8)}${String(day).padStart(2, '0')}`;
