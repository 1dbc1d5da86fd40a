import { eq } from 'drizzle-orm';
import type { Clinic } from '@cephalo/shared/clinic';
import type { DatabaseOrTransaction } from '../../db/database';
import { clinics } from '../../db/schema';
import { NotFoundError } from '../../errors/http-errors';

/** A clinic by id. Callers pass only the signed-in user's own clinic id (see the routes). */
export async function getClinic({ db, clinicId }: { db: DatabaseOrTransaction; clinicId: string | null }): Promise<Clinic> {
  if (!clinicId) throw new NotFoundError('Clinic not found');
  const [clinic] = await db
    .select({
      id: clinics.id,
      name: clinics.name,
      phone_number: clinics.phoneNumber,
      website: clinics.website,
      address: clinics.address,
      city: clinics.city,
      state: clinics.state,
      country: clinics.country,
      zip: clinics.zip,
      latitude: clinics.latitude,
      longitude: clinics.longitude,
      profile_photo_url: clinics.profilePhotoUrl,
    })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  if (!clinic) throw new NotFoundError('Clinic not found');
  return clinic;
}
