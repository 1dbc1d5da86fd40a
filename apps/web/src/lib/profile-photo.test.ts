import { describe, expect, it } from 'vitest';
import { defaultProfilePhoto, hasPhoto, photoSource } from './profile-photo';

describe('photoSource', () => {
  it('keeps a path relative to the site root', () => {
    expect(photoSource('/uploads/2f1c.webp')).toBe('/uploads/2f1c.webp');
    expect(hasPhoto('/uploads/2f1c.webp')).toBe(true);
  });

  it('shows the default picture for no photo, the legacy None and foreign addresses', () => {
    for (const url of [null, undefined, '', 'None', '//evil.test/x.png', 'https://evil.test/x.png']) {
      expect(photoSource(url)).toBe(defaultProfilePhoto);
      expect(hasPhoto(url)).toBe(false);
    }
    expect(photoSource(null, '/clinic.svg')).toBe('/clinic.svg');
  });
});
