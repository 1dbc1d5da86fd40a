import { eq } from 'drizzle-orm';
import type { Clinic, ClinicUpdateSchema } from '@cephalo/shared/clinic';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { clinics } from '../../db/schema';
import { getClinic } from './get-clinic';

/** Changes the administrator's own clinic (absent fields stay as they are) and answers it as it is now. */
export async function updateClinic({
  db,
  clinicId,
  changes,
}: {
  db: Database;
  clinicId: string;
  changes: z.output<typeof ClinicUpdateSchema>;
}): Promise<Clinic> {
  const map = {
    name: changes.name,
    phoneNumber: changes.phone_number,
    website: changes.website,
    address: changes.address,
    city: changes.city,
    state: changes.state,
    country: changes.country,
    zip: changes.zip,
    latitude: changes.latitude,
    longitude: changes.longitude,
  };
  const set = Object.fromEntries(Object.entries(map).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length > 0) await db.update(clinics).set(set).where(eq(clinics.id, clinicId));
  return getClinic({ db, clinicId });
}
