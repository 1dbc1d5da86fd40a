import { describe, expect, it } from 'vitest';
import { isWithinOneEdit, normalizeText, wordTokens } from './normalize-text';
import { multilingualTerms } from './multilingual-terms';

describe('one normal form for every chat language', () => {
  it('makes Serbian in Cyrillic and in Latin, with or without diacritics, the same text', () => {
    const cyrillic = normalizeText('Најгора главобоља у животу, изненада као удар грома');
    expect(normalizeText('Najgora glavobolja u životu, iznenada kao udar groma')).toBe(cyrillic);
    expect(normalizeText('Najgora glavobolja u zivotu, iznenada kao udar groma')).toBe(cyrillic);
  });

  it('does the same for Macedonian letters and drops Latin and Greek accents', () => {
    expect(normalizeText('ќерка, ѓубре, ѕвезда')).toBe('kjerka, gjubre, dzvezda');
    expect(normalizeText('Übelkeit, Straße, fièvre, ağrı, Kopfschmerzen')).toBe('ubelkeit, strasse, fievre, agri, kopfschmerzen');
    expect(normalizeText('Ξαφνικός ΠΟΝΟΚΈΦΑΛΟΣ')).toBe('ξαφνικοσ πονοκεφαλοσ');
    expect(normalizeText('Внезапная головная боль, ёж')).toBe('vnezapnaja golovnaja bol, ez');
  });

  it('leaves Chinese and Japanese as they are, but makes full-width letters and digits ASCII', () => {
    expect(normalizeText('突然剧烈头痛 ３９度')).toBe('突然剧烈头痛 39度');
    expect(normalizeText('頭がガンガンする')).toBe('頭がガンガンする');
  });

  it('splits words, separates digits from letters, French elisions from words, and keeps sentences apart', () => {
    expect(wordTokens("J'ai 63 ans. I can't move my arm").map((token) => `${token.sentence}:${token.text}`)).toEqual([
      '0:j',
      '0:ai',
      '0:63',
      '0:ans',
      '1:i',
      '1:cant',
      '1:move',
      '1:my',
      '1:arm',
    ]);
    expect(wordTokens('我63岁了').map((token) => token.text)).toEqual(['我', '63', '岁了']);
  });

  it('accepts one wrong, missing, extra or swapped letter and no more', () => {
    expect(isWithinOneEdit('glavobolja', 'glavoblja')).toBe(true);
    expect(isWithinOneEdit('headache', 'headahce')).toBe(true);
    expect(isWithinOneEdit('kopfschmerz', 'kopfschmrz')).toBe(true);
    expect(isWithinOneEdit('fever', 'fewer')).toBe(true);
    expect(isWithinOneEdit('headache', 'haedahce')).toBe(false);
  });

  it('indexes inflected words by their first letters and CJK text by character pairs', () => {
    expect(multilingualTerms('glavobolja glavobolju glavoboljom')).toEqual(['glavo', 'glavo', 'glavo']);
    expect(multilingualTerms('咖啡因')).toEqual(['咖啡', '啡因']);
    // Function words of the chat languages are dropped.
    expect(multilingualTerms('Da li je kafa okidač?')).toEqual(['kafa', 'okida']);
  });
});
