import { describe, expect, it } from 'vitest';
import type { Clinic } from '@cephalo/shared/clinic';
import { addressLines, clinicToForm, websiteHref } from './clinic-form-values';

const clinic: Clinic = {
  id: 'c1',
  name: 'Cephalo Demo Clinic',
  phone_number: 'None',
  website: 'cephalo.example',
  address: 'Knez Mihailova 1',
  city: 'Belgrade',
  state: null,
  country: 'Serbia',
  zip: '11000',
  latitude: null,
  longitude: null,
  profile_photo_url: null,
};

describe('clinic form values', () => {
  it('shows the legacy None and null as empty fields', () => {
    expect(clinicToForm(clinic)).toMatchObject({ phone_number: '', state: '', website: 'cephalo.example' });
  });

  it('builds the address block as address, zip and city, state, country', () => {
    expect(addressLines(clinic)).toEqual(['Knez Mihailova 1', '11000 Belgrade', 'Serbia']);
    expect(addressLines({ ...clinic, address: null, zip: null, city: 'None', country: null })).toEqual([]);
  });

  it('links a website without a scheme over https', () => {
    expect(websiteHref('cephalo.example')).toBe('https://cephalo.example');
    expect(websiteHref('http://cephalo.example/a')).toBe('http://cephalo.example/a');
  });

  it('links nothing for a website text that is not an address', () => {
    expect(websiteHref('see our Facebook page')).toBeNull();
    expect(websiteHref('javascript:alert(1)')).toBeNull();
  });
});
