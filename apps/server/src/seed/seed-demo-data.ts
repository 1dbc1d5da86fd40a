import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { createUser } from '../domain/accounts/create-user';
import { createClinic } from '../domain/clinics/create-clinic';
import { findPlanByName } from '../domain/plans/find-plan-by-name';
import { createRegistrationKey } from '../domain/registration-keys/create-registration-key';
import { DEMO_ACCOUNTS, DEMO_CLINIC_NAME, DEMO_PASSWORD, DEMO_REGISTRATION_KEYS, demoUsername } from './demo-accounts';

const DEMO_KEY_USES = 1000;
const DEMO_KEY_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Creates the demo clinic, its accounts and registration keys, once: a database that already
 * has the demo administrator is left as it is. Returns whether anything was created.
 */
export async function seedDemoData(db: Database): Promise<boolean> {
  if (await hasDemoData(db)) return false;
  const adminEmail = DEMO_ACCOUNTS[0]?.email ?? '';

  await db.transaction(async (tx) => {
    const clinic = await createClinic({ db: tx, name: DEMO_CLINIC_NAME, contactEmail: adminEmail });
    const idsByEmail = new Map<string, string>();
    // Doctors come before their patients in DEMO_ACCOUNTS.
    for (const account of DEMO_ACCOUNTS) {
      const plan = await findPlanByName({ db: tx, name: account.plan });
      const user = await createUser({
        db: tx,
        email: account.email,
        username: demoUsername(account.email),
        password: DEMO_PASSWORD,
        role: account.role,
        planId: plan.id,
        clinicId: clinic.id,
        doctorId: account.doctorEmail ? (idsByEmail.get(account.doctorEmail) ?? null) : null,
        isVerified: true,
        name: account.name,
        surname: account.surname,
      });
      idsByEmail.set(account.email, user.id);
    }
    for (const key of DEMO_REGISTRATION_KEYS) {
      await createRegistrationKey({
        db: tx,
        clinicId: clinic.id,
        role: key.role,
        planName: key.plan,
        uses: DEMO_KEY_USES,
        expiresAt: new Date(Date.now() + DEMO_KEY_LIFETIME_MS),
        keyText: key.key,
      });
    }
  });
  return true;
}

/** Whether any demo account (a login printed in the README) exists. */
export async function hasDemoData(db: Database): Promise<boolean> {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((demo) => demo.email),
      ),
    )
    .limit(1);
  return account !== undefined;
}

export function formatDemoBanner(publicUrl: string): string {
  const lines = [
    '',
    '  Cephalo is in DEMO MODE (DEMO_SEED=true): these logins and keys are public, in the README.',
    '  Never keep real patients on it; start without DEMO_SEED and run `npm run cli -- remove-demo-data` first.',
    '',
    '  Cephalo demo clinic',
    `  Open ${publicUrl} and log in with any of these (password: ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((account) => `    ${account.role.padEnd(12)} ${account.plan.padEnd(8)} ${account.email}  (username ${demoUsername(account.email)})`),
    '  Registration keys:',
    ...DEMO_REGISTRATION_KEYS.map((key) => `    ${key.role.padEnd(12)} ${key.key}   ${publicUrl}/register/${key.role}`),
    '',
  ];
  return lines.join('\n');
}
