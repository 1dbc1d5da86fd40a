import type { Role } from '@cephalo/shared/roles';
import type { Database } from '../db/database';
import { clinics } from '../db/schema';
import { createClinic } from '../domain/clinics/create-clinic';
import { createRegistrationKey } from '../domain/registration-keys/create-registration-key';
import { NotFoundError } from '../errors/http-errors';
import { eq } from 'drizzle-orm';

const DAY_MS = 24 * 60 * 60 * 1000;

type CreatedKey = Awaited<ReturnType<typeof createRegistrationKey>>;
const describeKey = (key: CreatedKey, publicUrl: string) =>
  [
    `Registration key (shown once, keep it safe): ${key.key}`,
    `  role ${key.role}, plan ${key.planName}, ${key.usesLeft} use(s), expires ${key.expiresAt.toISOString()}`,
    `  register at ${publicUrl}/register/${key.role}`,
  ].join('\n');

export async function createClinicCommand(
  db: Database,
  args: { name: string; 'admin-email': string; plan: string; 'expires-days': number },
  publicUrl: string,
) {
  return db.transaction(async (tx) => {
    const clinic = await createClinic({ db: tx, name: args.name, contactEmail: args['admin-email'] });
    const key = await createRegistrationKey({
      db: tx,
      clinicId: clinic.id,
      role: 'CLINIC_ADMIN',
      planName: args.plan,
      uses: 1,
      email: args['admin-email'],
      expiresAt: new Date(Date.now() + args['expires-days'] * DAY_MS),
    });
    return `Clinic "${clinic.name}" created (id ${clinic.id}).\n${describeKey(key, publicUrl)}\n  only ${args['admin-email']} can use it`;
  });
}

export async function createKeyCommand(
  db: Database,
  args: { clinic: string; role: Role; plan: string; uses: number; 'expires-days': number; email?: string | undefined },
  publicUrl: string,
) {
  const [clinic] = await db.select({ id: clinics.id, name: clinics.name }).from(clinics).where(eq(clinics.id, args.clinic));
  if (!clinic) throw new NotFoundError(`There is no clinic with id ${args.clinic}.`);
  const key = await createRegistrationKey({
    db,
    clinicId: clinic.id,
    role: args.role,
    planName: args.plan,
    uses: args.uses,
    email: args.email ?? null,
    expiresAt: new Date(Date.now() + args['expires-days'] * DAY_MS),
  });
  return `Clinic "${clinic.name}"\n${describeKey(key, publicUrl)}`;
}

export async function listClinicsCommand(db: Database) {
  const rows = await db.select({ id: clinics.id, name: clinics.name, contactEmail: clinics.contactEmail }).from(clinics).orderBy(clinics.name);
  if (rows.length === 0) return 'No clinics yet. Create one with: npm run cli -- create-clinic --name ... --admin-email ...';
  return rows.map((row) => `${row.id}  ${row.name}${row.contactEmail ? `  <${row.contactEmail}>` : ''}`).join('\n');
}
