import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { Role } from '@cephalo/shared/roles';
import type { Database } from '../../db/database';
import { clinics, storedPhotos, users } from '../../db/schema';
import { STORED_PHOTO_NAME } from '../../photos/database-photo-storage';
import { UPLOADS_PREFIX } from '../../photos/photo-storage';

export interface PhotoViewer {
  id: string;
  role: Role;
  clinicId: string | null;
}

/**
 * A stored photo, when `viewer` may see it; null otherwise, so a photo that exists and one that
 * does not look the same to a stranger. Who may see whose (issue 37, spec sections 2 and 6):
 * - a person's photo: the person; their doctor; the administrator of their clinic;
 * - a clinic's photo: the clinic's administrators, doctors and patients (who read the clinic's
 *   record, GET /api/clinic/{id}, the photo included).
 * One query; each branch starts from an indexed column of the viewer (id, doctor, clinic).
 */
export async function readVisiblePhoto({
  db,
  viewer,
  name,
}: {
  db: Database;
  viewer: PhotoViewer;
  name: string;
}): Promise<{ contentType: string; bytes: Buffer } | null> {
  if (!STORED_PHOTO_NAME.test(name)) return null;
  const path = `${UPLOADS_PREFIX}${name}`;
  const personOwns = (who: ReturnType<typeof eq>) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(users)
        .where(and(who, eq(users.profilePhotoUrl, path))),
    );
  const visibleTo = [
    personOwns(eq(users.id, viewer.id)),
    personOwns(eq(users.doctorId, viewer.id)),
    ...(viewer.clinicId
      ? [
          ...(viewer.role === 'CLINIC_ADMIN' ? [personOwns(eq(users.clinicId, viewer.clinicId))] : []),
          exists(
            db
              .select({ one: sql`1` })
              .from(clinics)
              .where(and(eq(clinics.id, viewer.clinicId), eq(clinics.profilePhotoUrl, path))),
          ),
        ]
      : []),
  ];
  const [photo] = await db
    .select({ contentType: storedPhotos.contentType, bytes: storedPhotos.bytes })
    .from(storedPhotos)
    .where(and(eq(storedPhotos.name, name), or(...visibleTo)));
  return photo ?? null;
}
