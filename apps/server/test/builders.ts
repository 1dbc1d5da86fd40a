import type { PlanName } from '@cephalo/shared/plans';
import type { Role } from '@cephalo/shared/roles';
import type { App } from '../src/app';
import type { Database } from '../src/db/database';
import { diaryEntries } from '../src/db/schema';
import { createUser } from '../src/domain/accounts/create-user';
import { createClinic } from '../src/domain/clinics/create-clinic';
import { findPlanByName } from '../src/domain/plans/find-plan-by-name';
import { createRegistrationKey } from '../src/domain/registration-keys/create-registration-key';

export const TEST_PASSWORD = 'test-password';
let sequence = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence += 1)}`;

export interface TestUser {
  id: string;
  email: string;
  username: string;
  role: Role;
}

export async function createTestUser(
  db: Database,
  options: { role?: Role; plan?: PlanName; clinicId?: string | null; doctorId?: string | null; isVerified?: boolean } = {},
): Promise<TestUser> {
  const username = unique((options.role ?? 'USER').toLowerCase());
  const plan = await findPlanByName({ db, name: options.plan ?? 'Premium' });
  const user = await createUser({
    db,
    email: `${username}@example.test`,
    username,
    password: TEST_PASSWORD,
    role: options.role ?? 'USER',
    planId: plan.id,
    clinicId: options.clinicId ?? null,
    doctorId: options.doctorId ?? null,
    isVerified: options.isVerified ?? true,
  });
  return { id: user.id, email: user.email, username: user.username, role: user.role };
}

/** A clinic with an administrator, optionally a doctor and patients assigned to that doctor. */
export async function createTestClinic(db: Database, options: { withDoctor?: boolean; patients?: number; patientPlan?: PlanName } = {}) {
  const clinic = await createClinic({ db, name: unique('Clinic '), contactEmail: `${unique('contact')}@clinic.test` });
  const admin = await createTestUser(db, { role: 'CLINIC_ADMIN', clinicId: clinic.id });
  const doctor = options.withDoctor ? await createTestUser(db, { role: 'DOCTOR', clinicId: clinic.id }) : null;
  const patients: TestUser[] = [];
  for (let index = 0; index < (options.patients ?? 0); index += 1) {
    patients.push(await createTestUser(db, { role: 'USER', clinicId: clinic.id, doctorId: doctor?.id ?? null, plan: options.patientPlan }));
  }
  return { clinic, admin, doctor, patients };
}

export async function createTestKey(
  db: Database,
  options: { clinicId: string; role?: Role; plan?: PlanName; uses?: number; expiresAt?: Date; email?: string },
) {
  return createRegistrationKey({
    db,
    clinicId: options.clinicId,
    role: options.role ?? 'USER',
    planName: options.plan ?? 'Premium',
    uses: options.uses ?? 5,
    expiresAt: options.expiresAt ?? new Date(Date.now() + 60 * 60 * 1000),
    email: options.email ?? null,
  });
}

/** Logs in through POST /api/token and returns the Authorization header value. */
export async function bearerFor(app: App, login: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/token',
    payload: new URLSearchParams({ username: login, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (response.statusCode !== 200) throw new Error(`login of ${login} failed: ${response.statusCode} ${response.body}`);
  return `Bearer ${(response.json() as { access_token: string }).access_token}`;
}

/** Diary entries written straight to the database (a plain day each, a headache every third day): fast history for range, paging and forecast tests. */
export async function insertDiaryDays(db: Database, userId: string, dates: readonly string[]) {
  if (dates.length === 0) return;
  await db.insert(diaryEntries).values(
    dates.map((inputDate, index) => ({
      userId,
      inputDate,
      headache: index % 3 === 0,
      headacheIntensity: index % 3 === 0 ? 6 : null,
      sleepHours: 7,
      stressLevel: 3,
    })),
  );
}

/** The `count` dates ending with `last`, oldest first. */
export function consecutiveDates(last: string, count: number): string[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => new Date(end - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10));
}

export type TestDiaryDay = { date: string } & Partial<Omit<typeof diaryEntries.$inferInsert, 'userId' | 'inputDate'>>;

/** Crafted diary entries written straight to the database: no headache, 7 h sleep and stress 3 unless told. */
export async function insertDiaryEntries(db: Database, userId: string, days: readonly TestDiaryDay[]) {
  if (days.length === 0) return;
  await db
    .insert(diaryEntries)
    .values(days.map(({ date, ...values }) => ({ userId, inputDate: date, headache: false, sleepHours: 7, stressLevel: 3, ...values })));
}
