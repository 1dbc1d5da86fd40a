/** The plan period a moment falls in: its calendar month (UTC), as yyyy-MM-dd dates. */
export function planPeriodOf(now: Date): { startDate: string; endDate: string } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return { startDate: iso(new Date(Date.UTC(year, month, 1))), endDate: iso(new Date(Date.UTC(year, month + 1, 0))) };
}
