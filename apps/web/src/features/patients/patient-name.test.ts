import { describe, expect, it } from 'vitest';
import { patientDisplayName, patientPhone } from './patient-name';

describe('patient names', () => {
  it('joins name and surname, or falls back to the e-mail', () => {
    expect(patientDisplayName({ name: 'Petra', surname: 'Premium', email: 'p@x.test' })).toBe('Petra Premium');
    expect(patientDisplayName({ name: 'None', surname: null, email: 'p@x.test' })).toBe('p@x.test');
  });

  it('treats None and blank phone numbers as missing', () => {
    expect(patientPhone('None')).toBeNull();
    expect(patientPhone(' +381 11 123 ')).toBe('+381 11 123');
  });
});
