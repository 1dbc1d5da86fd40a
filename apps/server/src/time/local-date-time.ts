/** A valid IANA time zone from the browser, or UTC. */
export function resolveTimeZone(candidate: string | undefined): string {
  if (!candidate || candidate.length > 64) return 'UTC';
  return clockOf(candidate) ? candidate : 'UTC';
}

// Making an Intl.DateTimeFormat costs far more than using one: one per time zone, made once.
// Only known zones are kept (about 600 exist), so a stream of made-up names cannot grow it.
const clocks = new Map<string, Intl.DateTimeFormat>();
function clockOf(timeZone: string): Intl.DateTimeFormat | null {
  const known = clocks.get(timeZone);
  if (known) return known;
  try {
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    if (clocks.size < 2000) clocks.set(timeZone, clock);
    return clock;
  } catch {
    return null;
  }
}

// The last answer per zone, by whole second: every request of a hot read (a doctor's list, a
// diary month) asks for "today" on the asker's clock, and formatting a date in a time zone cost
// about a tenth of such a request (issue 14, bench:http). Bounded like the clocks.
const lastAnswers = new Map<string, { second: number; answer: { date: string; time: string } }>();

/** The date (yyyy-MM-dd) and time (HH:mm:ss) of a moment on the asker's clock. */
export function localDateTime(moment: Date, timeZone: string): { date: string; time: string } {
  const second = Math.floor(moment.getTime() / 1000);
  const last = lastAnswers.get(timeZone);
  if (last?.second === second) return { ...last.answer };
  const clock = clockOf(timeZone) ?? clockOf('UTC')!;
  const parts = Object.fromEntries(clock.formatToParts(moment).map((part) => [part.type, part.value]));
  const answer = { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` };
  if (clocks.has(timeZone)) lastAnswers.set(timeZone, { second, answer });
  return { ...answer };
}

/** Today's date (yyyy-MM-dd) on the clock of `timeZone`. */
export const todayIn = (timeZone: string, now: Date = new Date()): string => localDateTime(now, timeZone).date;
