import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/test-app';
import { createClinicCommand, createKeyCommand, listClinicsCommand } from './commands';

const t = setupTestApp();
const keyIn = (output: string) => /Registration key \(shown once, keep it safe\): (\S+)/.exec(output)?.[1] ?? '';
const register = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/register', payload });

describe('operator commands', () => {
  it('create-clinic prints a one-use CLINIC_ADMIN key that only the named e-mail can use', async () => {
    const output = await createClinicCommand(
      t.db,
      { name: 'Neuro Care', 'admin-email': 'Head@Neuro.example', plan: 'Premium', 'expires-days': 14 },
      'http://localhost:8080',
    );
    expect(output).toContain('Clinic "Neuro Care" created');
    expect(output).toContain('http://localhost:8080/register/CLINIC_ADMIN');
    const key = keyIn(output);
    expect(key).toMatch(/^CPH-/);

    const stranger = await register({ email: 'other@neuro.example', username: 'stranger', password: 'calm-river-42', register_key: key, role: 'CLINIC_ADMIN' });
    expect(stranger.statusCode).toBe(400);
    const admin = await register({ email: 'head@neuro.example', username: 'headadmin', password: 'calm-river-42', register_key: key, role: 'CLINIC_ADMIN' });
    expect(admin.statusCode).toBe(201);
    expect(admin.json().role).toBe('CLINIC_ADMIN');
    const again = await register({ email: 'head@neuro.example', username: 'headadmin2', password: 'calm-river-42', register_key: key, role: 'CLINIC_ADMIN' });
    expect(again.json()).toEqual({ detail: 'This registration key has no uses left.' });
  });

  it('create-key prints a key for a clinic and role; list-clinics shows the ids', async () => {
    await createClinicCommand(t.db, { name: 'Second Clinic', 'admin-email': 'a@second.example', plan: 'Premium', 'expires-days': 14 }, 'http://x');
    const listing = await listClinicsCommand(t.db);
    const clinicId = /^(\S+) {2}Second Clinic/m.exec(listing)?.[1] ?? '';
    const output = await createKeyCommand(t.db, { clinic: clinicId, role: 'DOCTOR', plan: 'Basic', uses: 2, 'expires-days': 30 }, 'http://x');
    expect(output).toContain('role DOCTOR, plan Basic, 2 use(s)');
    const response = await register({
      email: 'doc@second.example',
      username: 'seconddoc',
      password: 'calm-river-42',
      register_key: keyIn(output),
      role: 'DOCTOR',
    });
    expect(response.statusCode).toBe(201);
  });

  it('create-key refuses an unknown clinic and an unknown plan', async () => {
    await expect(
      createKeyCommand(t.db, { clinic: '00000000-0000-4000-8000-000000000000', role: 'USER', plan: 'Premium', uses: 1, 'expires-days': 1 }, 'http://x'),
    ).rejects.toThrow(/no clinic/);
    const listing = await listClinicsCommand(t.db);
    const clinicId = listing.split(' ')[0] ?? '';
    await expect(createKeyCommand(t.db, { clinic: clinicId, role: 'USER', plan: 'Platinum', uses: 1, 'expires-days': 1 }, 'http://x')).rejects.toThrow(
      /no plan named Platinum/,
    );
  });
});
