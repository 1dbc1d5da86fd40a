import { describe, expect, it } from 'vitest';
import { localDateTime, resolveTimeZone } from './local-date-time';

describe('localDateTime', () => {
  it("gives the date and time on the asker's clock, and a new second its own answer", () => {
    expect(localDateTime(new Date('2026-11-22T23:59:59.500Z'), 'UTC')).toEqual({ date: '2026-11-22', time: '23:59:59' });
    expect(localDateTime(new Date('2026-11-22T23:59:59.900Z'), 'UTC')).toEqual({ date: '2026-11-22', time: '23:59:59' });
    expect(localDateTime(new Date('2026-11-23T00:00:00.100Z'), 'UTC')).toEqual({ date: '2026-11-23', time: '00:00:00' });
    expect(localDateTime(new Date('2026-11-22T23:59:59.500Z'), 'Europe/Berlin')).toEqual({ date: '2026-11-23', time: '00:59:59' });
    expect(localDateTime(new Date('2026-11-22T23:59:59.500Z'), 'America/New_York')).toEqual({ date: '2026-11-22', time: '18:59:59' });
  });

  it('hands out answers a caller cannot change for the next one', () => {
    const moment = new Date('2026-06-01T12:00:00Z');
    const first = localDateTime(moment, 'UTC');
    first.date = 'changed';
    expect(localDateTime(moment, 'UTC').date).toBe('2026-06-01');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(resolveTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(localDateTime(new Date('2026-06-01T12:00:00Z'), 'Mars/Olympus_Mons')).toEqual({ date: '2026-06-01', time: '12:00:00' });
  });
});
