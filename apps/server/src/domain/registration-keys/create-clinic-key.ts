import type { CreatedRegistrationKey } from '@cephalo/shared/clinic';
import type { Role } from '@cephalo/shared/roles';
import type { Database } from '../../db/database';
import { createRegistrationKey } from './create-registration-key';
import { listClinicKeys } from './list-clinic-keys';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A key a clinic administrator makes to invite patients or doctors: answered as the list shows it, with its text (shown only now). */
export async function createClinicKey({
  db,
  clinicId,
  adminId,
  role,
  planName,
  uses,
  expiresInDays,
}: {
  db: Database;
  clinicId: string;
  adminId: string;
  role: Role;
  planName: string;
  uses: number;
  expiresInDays: number;
}): Promise<CreatedRegistrationKey> {
  const created = await createRegistrationKey({
    db,
    clinicId,
    role,
    planName,
    uses,
    expiresAt: new Date(Date.now() + expiresInDays * DAY_MS),
    createdById: adminId,
  });
  const summary = (await listClinicKeys({ db, clinicId })).find((key) => key.id === created.id);
  if (!summary) throw new Error('created key not found');
  return { ...summary, key: created.key };
}
