import { describe, expect, it } from 'vitest';
import { aDiaryEntry } from '@cephalo/shared/testing/diary-entry-builder';
import { isListed, recentMedicines, toggleListed } from './quick-answers';
import { attackStart, startPresetLabel } from './attack-times';

describe('recentMedicines', () => {
  it('offers the medicines of the latest entries, newest first, each once, split where a day lists several', () => {
    const entries = [
      aDiaryEntry({ input_date: '2026-11-01', medication_taken: 'Paracetamol 1 g' }),
      aDiaryEntry({ input_date: '2026-11-20', medication_taken: 'Ibuprofen 400 mg, Sumatriptan 50 mg' }),
      aDiaryEntry({ input_date: '2026-11-10', medication_taken: 'ibuprofen 400 mg; Magnesium' }),
      aDiaryEntry({ input_date: '2026-11-12', medication_taken: null }),
      aDiaryEntry({ input_date: '2026-11-13', medication_taken: 'None' }),
    ];
    expect(recentMedicines(entries)).toEqual(['Ibuprofen 400 mg', 'Sumatriptan 50 mg', 'Magnesium', 'Paracetamol 1 g']);
    expect(recentMedicines(entries, 2)).toEqual(['Ibuprofen 400 mg', 'Sumatriptan 50 mg']);
    expect(recentMedicines([])).toEqual([]);
  });
});

describe('toggleListed', () => {
  it('adds a chip to the typed answers and takes it out again, in any letter case', () => {
    expect(toggleListed('', 'Forehead')).toBe('Forehead');
    expect(toggleListed('left temple', 'Forehead')).toBe('left temple, Forehead');
    expect(toggleListed('left temple, forehead', 'Forehead')).toBe('left temple');
    expect(isListed('Temples, Forehead', 'forehead')).toBe(true);
    expect(isListed('Foreheads', 'Forehead')).toBe(false);
  });
});

describe('attackStart', () => {
  it('is the moment the chosen minutes before now, on the device clock, on the day it fell', () => {
    const now = new Date(2026, 10, 20, 14, 5);
    expect(attackStart(0, now)).toEqual({ input_date: '2026-11-20', headache_start: '14:05' });
    expect(attackStart(120, now)).toEqual({ input_date: '2026-11-20', headache_start: '12:05' });
    expect(attackStart(120, new Date(2026, 10, 20, 0, 40))).toEqual({ input_date: '2026-11-19', headache_start: '22:40' });
    expect([0, 30, 60, 120].map(startPresetLabel)).toEqual(['Now', '30 min ago', '1 h ago', '2 h ago']);
  });
});
