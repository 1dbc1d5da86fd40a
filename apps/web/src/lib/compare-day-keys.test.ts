import { describe, expect, it } from 'vitest';
import { compareDayKeys } from './compare-day-keys';

describe('ordering ISO day keys', () => {
  it('orders by date, across months and years, as localeCompare would', () => {
    const days = ['2026-11-02', '2025-12-31', '2026-01-10', '2026-11-02', '2026-10-30'];
    expect([...days].sort(compareDayKeys)).toEqual(['2025-12-31', '2026-01-10', '2026-10-30', '2026-11-02', '2026-11-02']);
    expect([...days].sort(compareDayKeys)).toEqual([...days].sort((first, second) => first.localeCompare(second)));
    expect(compareDayKeys('2026-11-02', '2026-11-02')).toBe(0);
  });
});
