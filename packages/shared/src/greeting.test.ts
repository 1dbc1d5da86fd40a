import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

/** A moment on the local clock of the machine running the test, as the browser would see it. */
const at = (hours: number, minutes: number) => new Date(2026, 10, 21, hours, minutes, 0);

describe('the greeting by time of day', () => {
  it('says good morning from midnight until 11:59', () => {
    expect(greetingFor(at(0, 0))).toBe('Good morning');
    expect(greetingFor(at(11, 59))).toBe('Good morning');
  });

  it('says good afternoon from 12:00 until 17:59', () => {
    expect(greetingFor(at(12, 0))).toBe('Good afternoon');
    expect(greetingFor(at(17, 59))).toBe('Good afternoon');
  });

  it('says good evening from 18:00 until 23:59', () => {
    expect(greetingFor(at(18, 0))).toBe('Good evening');
    expect(greetingFor(at(23, 59))).toBe('Good evening');
  });
});
