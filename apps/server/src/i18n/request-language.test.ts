import { describe, expect, it } from 'vitest';
import { acceptedLanguages, requestLanguage } from './request-language';
import { translateDetail } from './translate-detail';

const request = (acceptLanguage?: string) => ({ headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage } });

describe('the language of a request', () => {
  it('reads Accept-Language by weight, in order among equals, without refused or wildcard tags', () => {
    expect(acceptedLanguages('de;q=0.5, sr-Latn-RS, fr;q=0.8, *;q=0.1, ja;q=0')).toEqual(['sr-Latn-RS', 'fr', 'de']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('takes the body’s language first, then the first spoken one of the header, then the fallback, then English', () => {
    expect(requestLanguage(request('el'), { named: 'ja' })).toBe('ja');
    expect(requestLanguage(request('ko-KR, el;q=0.7'))).toBe('el');
    expect(requestLanguage(request('zh-Hans-CN'))).toBe('zh');
    expect(requestLanguage(request('ko'), { fallback: 'sr' })).toBe('sr');
    expect(requestLanguage(request(), { named: 'xx' })).toBe('en');
  });
});

describe('a detail in another language', () => {
  it('finds the English sentence and fills in its values, or leaves a text it does not know as it came', () => {
    expect(translateDetail('Invalid registration key.', 'el')).toBe('Μη έγκυρο κλειδί εγγραφής.');
    expect(translateDetail('The recording is longer than 60 seconds.', 'sr')).toBe('Снимак је дужи од 60 секунди.');
    expect(translateDetail('The recording is longer than 3 seconds.', 'ru')).toBe('Запись длиннее 3 секунд.');
    expect(translateDetail('Unknown city: Niš', 'de')).toBe('Unbekannte Stadt: Niš');
    expect(translateDetail('email: Invalid email', 'el')).toBe('email: Invalid email');
    expect(translateDetail('Invalid registration key.', 'en')).toBe('Invalid registration key.');
  });
});
