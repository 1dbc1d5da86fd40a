import { describe, expect, it } from 'vitest';
import { resolveReportPeriod } from './resolve-report-period';

describe('the period of a report', () => {
  it('defaults to three calendar months ending today, or ending on `to`', () => {
    expect(resolveReportPeriod({}, '2026-03-15')).toEqual({ from: '2026-01-01', to: '2026-03-15' });
    expect(resolveReportPeriod({}, '2026-02-28')).toEqual({ from: '2025-12-01', to: '2026-02-28' });
    expect(resolveReportPeriod({ to: '2026-01-31' }, '2026-03-15')).toEqual({ from: '2025-11-01', to: '2026-01-31' });
    expect(resolveReportPeriod({ from: '2026-03-01' }, '2026-03-15')).toEqual({ from: '2026-03-01', to: '2026-03-15' });
  });

  it('allows one day and up to 13 calendar months, and refuses more, a reversed period or a future end', () => {
    expect(resolveReportPeriod({ from: '2026-03-15', to: '2026-03-15' }, '2026-03-15')).toEqual({ from: '2026-03-15', to: '2026-03-15' });
    expect(resolveReportPeriod({ from: '2025-03-01', to: '2026-03-15' }, '2026-03-15')).toEqual({ from: '2025-03-01', to: '2026-03-15' });
    expect(() => resolveReportPeriod({ from: '2025-02-28', to: '2026-03-15' }, '2026-03-15')).toThrow(/at most 13 calendar months/);
    expect(() => resolveReportPeriod({ from: '2026-03-10', to: '2026-03-09' }, '2026-03-15')).toThrow(/from must not be after to/);
    expect(() => resolveReportPeriod({ to: '2026-03-16' }, '2026-03-15')).toThrow(/to must not be after today/);
  });
});
