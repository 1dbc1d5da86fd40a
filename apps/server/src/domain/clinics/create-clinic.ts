import type { DatabaseOrTransaction } from '../../db/database';
import { clinics } from '../../db/schema';

export async function createClinic({ db, name, contactEmail }: { db: DatabaseOrTransaction; name: string; contactEmail: string | null }) {
  const [clinic] = await db
    .insert(clinics)
    .values({ name: name.trim(), contactEmail: contactEmail?.trim().toLowerCase() ?? null })
    .returning({ id: clinics.id, name: clinics.name });
  if (!clinic) throw new Error('Clinic was not stored');
  return clinic;
}
