import { describe, expect, it } from 'vitest';
import { transliterateSerbianToCyrillic } from './serbian-cyrillic';

describe('Serbian Latin to Cyrillic', () => {
  it('turns each letter and the digraphs lj, nj, dž into one Cyrillic letter, keeping the case', () => {
    expect(transliterateSerbianToCyrillic('Česta epizodična tenziona glavobolja')).toBe('Честа епизодична тензиона главобоља');
    expect(transliterateSerbianToCyrillic('Napadi koji ispunjavaju, Džon, LJUBAV')).toBe('Напади који испуњавају, Џон, LJUBAV');
  });

  it('keeps labels written in capitals and numbers: criteria, codes, grades', () => {
    expect(transliterateSerbianToCyrillic('Najmanje 5 napada koji ispunjavaju kriterijume B-D (ICHD-3), stepen IV')).toBe(
      'Најмање 5 напада који испуњавају критеријуме B-D (ICHD-3), степен IV',
    );
    expect(transliterateSerbianToCyrillic('I dalje')).toBe('И даље');
  });
});
