import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES, matchInterfaceLanguage } from '@cephalo/shared/interface-languages';
import { CHAT_LANGUAGES } from '@cephalo/shared/chat-languages';
import { dateFormats } from './format';

const NOVEMBER_28 = new Date(2026, 10, 28);

describe("dates in the reader's conventions (issue 36 point 3)", () => {
  it('reads in English as the screens did with date-fns', () => {
    const english = dateFormats('en');
    expect(english.longDate(NOVEMBER_28)).toBe('28 November 2026');
    expect(english.monthYear(NOVEMBER_28)).toBe('November 2026');
    expect(english.weekday(NOVEMBER_28)).toBe('Saturday');
    expect(english.weekdayShort(NOVEMBER_28)).toBe('Sat');
    expect(english.weekdayDayMonth(NOVEMBER_28)).toBe('Saturday 28 November');
  });

  it('gives each language its own order and names', () => {
    expect(dateFormats('sr').longDate(NOVEMBER_28)).toBe('28. новембар 2026.');
    expect(dateFormats('ja').longDate(NOVEMBER_28)).toBe('2026年11月28日');
    expect(dateFormats('de').monthYear(NOVEMBER_28)).toBe('November 2026');
    expect(dateFormats('el').weekday(NOVEMBER_28)).toBe('Σάββατο');
  });
});

describe('the interface languages', () => {
  it("are the chat's 18, in its order, each with a code Intl knows", () => {
    expect(INTERFACE_LANGUAGES.map((language) => language.chatLanguage)).toEqual([...CHAT_LANGUAGES]);
    for (const { code } of INTERFACE_LANGUAGES) expect(Intl.DateTimeFormat.supportedLocalesOf([code]), code).toEqual([code]);
  });

  it("take the browser's first language they speak, by its primary subtag", () => {
    expect(matchInterfaceLanguage(['sr-Latn-RS', 'en-US'])).toBe('sr');
    expect(matchInterfaceLanguage(['nl-NL', 'de-AT', 'en'])).toBe('de');
    expect(matchInterfaceLanguage(['pt-BR'])).toBe('pt');
    expect(matchInterfaceLanguage(['nl', 'fi'])).toBeUndefined();
  });
});
