import { describe, expect, it } from 'vitest';
import { telHref } from './phone-number';

describe('telHref', () => {
  it('dials a number written with spaces, brackets, dots, slashes or dashes', () => {
    expect(telHref('+381 11 400 500')).toBe('tel:+38111400500');
    expect(telHref('(011) 222-333/4')).toBe('tel:0112223334');
  });

  it('links nothing for text that is not a number', () => {
    expect(telHref('mornings only')).toBeNull();
    expect(telHref('call me maybe')).toBeNull();
    expect(telHref('12')).toBeNull();
  });
});
