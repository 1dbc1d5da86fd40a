import { describe, expect, it } from 'vitest';
import { toIsoDate } from '../../lib/diary-dates';
import {
  buildDiaryEvents,
  buildHeadacheForecastEvents,
  buildTemperatureEvents,
  describeDayHeadache,
  noonTemperatures,
  shortEventTitle,
} from './calendar-events';

describe('calendar events', () => {
  it('puts "Diary added" on each entry date at local midnight, never the day before, with its headache', () => {
    const events = buildDiaryEvents([
      { id: 'a', input_date: '2025-05-12', headache: 'yes', headache_intensity: 7 },
      { id: 'b', input_date: '2025-03-01', headache: 'no', headache_intensity: null },
    ]);
    expect(events.map((event) => [event.title, toIsoDate(event.start), event.allDay, event.kind, event.entryId, event.headache])).toEqual([
      ['Diary added', '2025-05-12', false, 'diary', 'a', { hasHeadache: true, intensity: 7 }],
      ['Diary added', '2025-03-01', false, 'diary', 'b', { hasHeadache: false }],
    ]);
    expect(events[0]?.start.getHours()).toBe(0);
    expect(new Set(events.map((event) => event.id)).size).toBe(2);
  });

  it('skips an entry whose date cannot be read', () => {
    expect(buildDiaryEvents([{ id: 'x', input_date: 'not a date', headache: 'no', headache_intensity: null }])).toEqual([]);
  });

  it("names a day's headache in words, for screen readers", () => {
    expect(describeDayHeadache({ hasHeadache: true, intensity: 7 })).toBe('Headache, intensity 7');
    expect(describeDayHeadache({ hasHeadache: true, intensity: null })).toBe('Headache');
    expect(describeDayHeadache({ hasHeadache: false })).toBe('No headache');
  });

  it('turns the five probabilities into "NN% Headache" on the next five days, across a month end', () => {
    const today = new Date(2025, 0, 29, 15, 30);
    const events = buildHeadacheForecastEvents([0.374, 0.05, 1, 0.995, 0.5, 0.9], today, true);
    expect(events.map((event) => [toIsoDate(event.start), event.title])).toEqual([
      ['2025-01-30', '37% Headache'],
      ['2025-01-31', '5% Headache'],
      ['2025-02-01', '100% Headache'],
      ['2025-02-02', '100% Headache'],
      ['2025-02-03', '50% Headache'],
    ]);
    expect(events.every((event) => event.kind === 'headache-forecast' && event.allDay === false)).toBe(true);
    expect(events.map((event) => event.forecastDay)).toEqual([0, 1, 2, 3, 4]);
  });

  it('says "Not enough diary yet" instead of a number while the forecast is not the patient\'s own', () => {
    const events = buildHeadacheForecastEvents([0.25, 0.25], new Date(2025, 0, 29), false);
    expect(events.map((event) => [toIsoDate(event.start), event.title, shortEventTitle(event)])).toEqual([
      ['2025-01-30', 'Not enough diary yet', '?%'],
      ['2025-01-31', 'Not enough diary yet', '?%'],
    ]);
  });

  it('makes no forecast events without predictions', () => {
    expect(buildHeadacheForecastEvents([], new Date(), true)).toEqual([]);
  });

  it('titles temperatures with the rounded degrees and ℃', () => {
    const events = buildTemperatureEvents([
      { date: '2025-05-13', temperature: 20.6 },
      { date: '2025-05-14', temperature: -0.4 },
    ]);
    expect(events.map((event) => [toIsoDate(event.start), event.title, event.kind])).toEqual([
      ['2025-05-13', '21℃', 'temperature'],
      ['2025-05-14', '0℃', 'temperature'],
    ]);
  });

  it('takes the 12:00:00 entry of each forecast day, once per day and in date order', () => {
    const entry = (dtTxt: string, temp: number) => ({ dt_txt: dtTxt, main: { temp, pressure: 1013 } });
    expect(
      noonTemperatures([
        entry('2025-05-14 12:00:00', 18.2),
        entry('2025-05-13 09:00:00', 15),
        entry('2025-05-13 12:00:00', 20.6),
        entry('2025-05-13 15:00:00', 23),
        entry('2025-05-14 12:00:00', 99),
        entry('2025-05-15 00:00:00', 9),
      ]),
    ).toEqual([
      { date: '2025-05-13', temperature: 20.6 },
      { date: '2025-05-14', temperature: 18.2 },
    ]);
    expect(noonTemperatures([])).toEqual([]);
  });

  it('shortens titles for narrow day cells', () => {
    expect(shortEventTitle({ kind: 'headache-forecast', title: '37% Headache' })).toBe('37%');
    expect(shortEventTitle({ kind: 'diary', title: 'Diary added' })).toBe('Diary');
    expect(shortEventTitle({ kind: 'temperature', title: '21℃' })).toBe('21℃');
  });
});
