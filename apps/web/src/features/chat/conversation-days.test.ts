import { describe, expect, it } from 'vitest';
import { conversationDays, findToday } from './conversation-days';

const dates = { '2026-11-15': 'Sun, 15 Nov 2026', '2026-11-21': 'Today', '2026-11-20': 'Yesterday' };

describe('the list of conversation days', () => {
  it('recognises today by the server label, else by the local day', () => {
    expect(findToday(dates, '2026-11-22')).toBe('2026-11-21');
    expect(findToday({ '2026-11-15': 'Sun, 15 Nov 2026' }, '2026-11-22')).toBe('2026-11-22');
    expect(findToday(undefined, '2026-11-22')).toBe('2026-11-22');
  });

  it('lists the days newest first', () => {
    expect(conversationDays(dates, '2026-11-21').map((day) => day.label)).toEqual(['Today', 'Yesterday', 'Sun, 15 Nov 2026']);
  });

  it('puts an empty today on top, which cannot be deleted', () => {
    expect(conversationDays({ '2026-11-15': 'Sun, 15 Nov 2026' }, '2026-11-22')).toEqual([
      { date: '2026-11-22', label: 'Today', hasMessages: false },
      { date: '2026-11-15', label: 'Sun, 15 Nov 2026', hasMessages: true },
    ]);
  });
});
