import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { plans, users } from '../db/schema';
import { bearerFor } from '../../test/builders';
import { setupTestApp } from '../../test/test-app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { formatDemoBanner, seedDemoData } from './seed-demo-data';

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
      payload: { email: 'newdoc@example.test', username: 'newdoc', password: 'pass1234', register_key: 'CEPHALO-DEMO-DOCTOR', role: 'DOCTOR' },
    });
    expect(response.statusCode).toBe(201);
    const banner = formatDemoBanner('http://localhost:8080');
    for (const account of DEMO_ACCOUNTS) expect(banner).toContain(account.email);
    expect(banner).toContain('CEPHALO-DEMO-PATIENT');
    expect(banner).toContain(DEMO_PASSWORD);
  });
});
