import { describe, expect, it } from 'vitest';
import { callerTimeZone, callerToday, sentTimeZone } from './caller-time-zone';
import { todayIn } from './local-date-time';

const from = (zone?: string | string[]) => ({ headers: zone === undefined ? {} : { 'x-time-zone': zone } });

describe("the caller's time zone", () => {
  it('reads the x-time-zone header, the first value when it came twice', () => {
    expect(sentTimeZone(from('Europe/Berlin').headers)).toBe('Europe/Berlin');
    expect(sentTimeZone(from(['Asia/Tokyo', 'Europe/Berlin']).headers)).toBe('Asia/Tokyo');
    expect(callerTimeZone(from('America/New_York'))).toBe('America/New_York');
  });

  it('is no zone when none or an unknown one was sent, and then UTC: never a refusal', () => {
    for (const zone of [undefined, '', 'Mars/Olympus_Mons', 'x'.repeat(65), 'Europe/Berlin; drop table users']) {
      expect(sentTimeZone(from(zone).headers)).toBeNull();
      expect(callerTimeZone(from(zone))).toBe('UTC');
    }
  });
});

describe("today on the caller's clock", () => {
  // 23:30 UTC on 22 November is already the 23rd in Berlin and Kiritimati (UTC+14), still the 22nd in New York.
  const lateEvening = new Date('2026-11-22T23:30:00Z');

  it("is the caller's date, not the server's", () => {
    expect(callerToday(from('Europe/Berlin'), lateEvening)).toBe('2026-11-23');
    expect(callerToday(from('Pacific/Kiritimati'), lateEvening)).toBe('2026-11-23');
    expect(callerToday(from('America/New_York'), lateEvening)).toBe('2026-11-22');
    expect(callerToday(from('America/New_York'), new Date('2026-11-23T04:59:59Z'))).toBe('2026-11-22');
    expect(callerToday(from('America/New_York'), new Date('2026-11-23T05:00:00Z'))).toBe('2026-11-23');
  });

  it('is the date in UTC without a known zone', () => {
    expect(callerToday(from(), lateEvening)).toBe('2026-11-22');
    expect(callerToday(from('Mars/Olympus_Mons'), lateEvening)).toBe('2026-11-22');
  });

  it('is what todayIn gives for the zone, at this moment by default', () => {
    expect(todayIn('Asia/Tokyo', lateEvening)).toBe('2026-11-23');
    expect(callerToday(from('Asia/Tokyo'))).toBe(todayIn('Asia/Tokyo'));
  });
});
