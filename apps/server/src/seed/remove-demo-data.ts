import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { clinics, registrationKeys, users } from '../db/schema';
import { hashRegistrationKey } from '../domain/registration-keys/registration-key-text';
import { DEMO_ACCOUNTS, DEMO_CLINIC_NAME, DEMO_REGISTRATION_KEYS } from './demo-accounts';

/**
 * Deletes the demo accounts (with everything they own), the demo registration keys and the demo
 * clinic, in one transaction: what a deployment that started in demo mode must do before it
 * holds real patients. Returns the number of accounts removed.
 */
export async function removeDemoData(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(users)
      .where(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((account) => account.email),
        ),
      )
      .returning({ clinicId: users.clinicId });
    await tx.delete(registrationKeys).where(
      inArray(
        registrationKeys.keyHash,
        DEMO_REGISTRATION_KEYS.map((key) => hashRegistrationKey(key.key)),
      ),
    );
    const demoClinicIds = [...new Set(removed.flatMap((row) => (row.clinicId ? [row.clinicId] : [])))];
    for (const clinicId of demoClinicIds) {
      const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.clinicId, clinicId)).limit(1);
      const [clinic] = await tx.select({ name: clinics.name }).from(clinics).where(eq(clinics.id, clinicId));
      if (!member && clinic?.name === DEMO_CLINIC_NAME) await tx.delete(clinics).where(eq(clinics.id, clinicId));
    }
    return removed.length;
  });
}
