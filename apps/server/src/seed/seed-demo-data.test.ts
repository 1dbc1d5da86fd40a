import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clinics, plans, registrationKeys, users } from '../db/schema';
import { hashRegistrationKey } from '../domain/registration-keys/registration-key-text';
import { bearerFor, createTestClinic } from '../../test/builders';
import { setupTestApp } from '../../test/test-app';
import { DEMO_ACCOUNTS, DEMO_CLINIC_NAME, DEMO_PASSWORD, DEMO_REGISTRATION_KEYS } from './demo-accounts';
import { removeDemoData } from './remove-demo-data';
import { formatDemoBanner, hasDemoData, seedDemoData } from './seed-demo-data';

const t = setupTestApp();

describe('demo data', () => {
  it('creates the demo clinic once: an administrator, two doctors and four patients, each patient with a doctor', async () => {
    expect(await seedDemoData(t.db)).toBe(true);
    expect(await seedDemoData(t.db)).toBe(false);
    const rows = await t.db
      .select({ email: users.email, role: users.role, plan: plans.name, clinicId: users.clinicId, doctorId: users.doctorId, isVerified: users.isVerified })
      .from(users)
      .innerJoin(plans, eq(plans.id, users.planId));
    expect(rows).toHaveLength(7);
    expect(new Set(rows.map((row) => row.clinicId)).size).toBe(1);
    const patients = rows.filter((row) => row.role === 'USER');
    expect(patients.map((row) => row.plan).sort()).toEqual(['Basic', 'Free', 'Premium', 'Premium']);
    expect(patients.every((row) => row.doctorId !== null)).toBe(true);
    expect(rows.filter((row) => row.role === 'DOCTOR')).toHaveLength(2);
    expect(rows.every((row) => row.isVerified)).toBe(true);
  });

  it('lets every demo account log in by e-mail and by username with the demo password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      await expect(bearerFor(t.app, account.email, DEMO_PASSWORD)).resolves.toMatch(/^Bearer /);
      await expect(bearerFor(t.app, account.email.split('@')[0]!, DEMO_PASSWORD)).resolves.toMatch(/^Bearer /);
    }
  });

  it('registers with the printed demo keys', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'newdoc@example.test', username: 'newdoc', password: 'calm-river-42', register_key: 'CEPHALO-DEMO-DOCTOR', role: 'DOCTOR' },
    });
    expect(response.statusCode).toBe(201);
    const banner = formatDemoBanner('http://localhost:8080');
    for (const account of DEMO_ACCOUNTS) expect(banner).toContain(account.email);
    expect(banner).toContain('CEPHALO-DEMO-PATIENT');
    expect(banner).toContain(DEMO_PASSWORD);
  });

  it('is removed by remove-demo-data: accounts, keys, and the clinic once nobody else is in it; other clinics stay', async () => {
    await seedDemoData(t.db);
    const other = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    expect(await hasDemoData(t.db)).toBe(true);
    expect(await removeDemoData(t.db)).toBe(7);
    expect(await hasDemoData(t.db)).toBe(false);
    const demoClinics = await t.db.select({ id: clinics.id }).from(clinics).where(eq(clinics.name, DEMO_CLINIC_NAME));
    for (const clinic of demoClinics) expect((await t.db.select().from(users).where(eq(users.clinicId, clinic.id))).length).toBeGreaterThan(0);
    const keys = await t.db.select().from(registrationKeys);
    expect(keys.filter((key) => DEMO_REGISTRATION_KEYS.some((demo) => hashRegistrationKey(demo.key) === key.keyHash))).toEqual([]);
    expect((await t.db.select().from(users).where(eq(users.clinicId, other.clinic.id))).length).toBe(3);
  });
});
