import { TIME_ZONE_HEADER } from '@cephalo/shared/chat';
import { resolveTimeZone, todayIn } from './local-date-time';

type RequestHeaders = Record<string, string | string[] | undefined>;

/**
 * The one reader of the time-zone header (`x-time-zone`, set by the web app's API client): the
 * IANA zone the caller's browser sent, or null when it sent none or one this runtime does not know.
 */
export function sentTimeZone(headers: RequestHeaders): string | null {
  const value = headers[TIME_ZONE_HEADER];
  const candidate = Array.isArray(value) ? value[0] : value;
  return candidate !== undefined && resolveTimeZone(candidate) === candidate ? candidate : null;
}

/**
 * The caller's time zone, UTC when the header is missing or names no known zone. Never a
 * refusal: an old browser or a client without the header still gets an answer, dated in UTC.
 */
export const callerTimeZone = (request: { headers: RequestHeaders }): string => sentTimeZone(request.headers) ?? 'UTC';

/** Today's date (yyyy-MM-dd) on the caller's clock: the day a diary entry may not pass, a report ends on. */
export const callerToday = (request: { headers: RequestHeaders }, now: Date = new Date()): string => todayIn(callerTimeZone(request), now);
