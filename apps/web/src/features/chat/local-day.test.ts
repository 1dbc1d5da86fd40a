import { describe, expect, it } from 'vitest';
import { formatMessageMoment, localDayKey, localTimeText } from './local-day';

describe('local days and times of chat messages', () => {
  it('spells a local moment as the API does', () => {
    const moment = new Date(2026, 0, 5, 7, 3, 9);
    expect(localDayKey(moment)).toBe('2026-01-05');
    expect(localTimeText(moment)).toBe('07:03:09');
  });

  it('prints the stored day and time without shifting the day', () => {
    expect(formatMessageMoment('2026-11-21', '09:41:12')).toBe('21 Nov 2026, 09:41');
    expect(formatMessageMoment('2026-01-01', '00:00:00')).toBe('1 Jan 2026, 00:00');
  });
});
