import { describe, expect, it } from 'vitest';
import { toLocalThreeHourly, type TimedReading } from './to-local-three-hourly';

const utc = (text: string) => Date.parse(`${text}Z`) / 1000;
const steps = (start: string, values: [number, number][]): TimedReading[] =>
  values.map(([temp, pressure], index) => ({ time: utc(start) + index * 3 * 3600, temp, pressure }));

describe('toLocalThreeHourly', () => {
  it('keeps the values where the offset is a multiple of 3 hours', () => {
    const readings = steps('2026-03-01T09:00:00', [
      [10, 1010],
      [12, 1011],
      [11, 1012],
    ]);
    expect(toLocalThreeHourly(readings, 3 * 3600)).toEqual([
      { dt_txt: '2026-03-01 12:00:00', main: { temp: 10, pressure: 1010 } },
      { dt_txt: '2026-03-01 15:00:00', main: { temp: 12, pressure: 1011 } },
      { dt_txt: '2026-03-01 18:00:00', main: { temp: 11, pressure: 1012 } },
    ]);
  });

  it('interpolates onto the local 3-hour clock, so UTC+1 gets its 12:00 entry', () => {
    const readings = steps('2026-03-01T09:00:00', [
      [9, 1010],
      [12, 1013],
      [6, 1001],
    ]);
    // Local 10:00, 13:00, 16:00 -> 12:00 and 15:00 lie between them.
    expect(toLocalThreeHourly(readings, 3600)).toEqual([
      { dt_txt: '2026-03-01 12:00:00', main: { temp: 11, pressure: 1012 } },
      { dt_txt: '2026-03-01 15:00:00', main: { temp: 8, pressure: 1005 } },
    ]);
  });

  it('handles offsets west of Greenwich and crosses midnight', () => {
    const readings = steps('2026-03-01T03:00:00', [
      [0, 1000],
      [3, 1003],
      [6, 1006],
    ]);
    // UTC-5: local 22:00, 01:00, 04:00 -> 00:00 and 03:00 on the next local day.
    expect(toLocalThreeHourly(readings, -5 * 3600).map((entry) => entry.dt_txt)).toEqual(['2026-03-01 00:00:00', '2026-03-01 03:00:00']);
    expect(toLocalThreeHourly(readings, -5 * 3600)[0]?.main).toEqual({ temp: 2, pressure: 1002 });
  });

  it('leaves holes in the list unbridged and answers nothing for nothing', () => {
    const readings = [...steps('2026-03-01T00:00:00', [[1, 1000]]), ...steps('2026-03-01T09:00:00', [[4, 1003]])];
    expect(toLocalThreeHourly(readings, 0).map((entry) => entry.dt_txt)).toEqual(['2026-03-01 00:00:00', '2026-03-01 09:00:00']);
    expect(toLocalThreeHourly([], 3600)).toEqual([]);
  });
});
