import { eq } from 'drizzle-orm';
import type { MeResponse } from '@cephalo/shared/me';
import { parseAgentIds } from '@cephalo/shared/agents';
import type { Database } from '../../db/database';
import { clinics, plans, users } from '../../db/schema';
import { NotFoundError } from '../../errors/http-errors';
import { storedLanguage } from '../../i18n/request-language';

/** What the app shell needs to know about the signed-in account. */
export async function getMe({ db, userId, supportEmail }: { db: Database; userId: string; supportEmail: string }): Promise<MeResponse> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      role: users.role,
      clinicId: users.clinicId,
      planName: plans.name,
      aiAssistants: plans.aiAssistants,
      includesDiary: plans.includesDiary,
      clinicEmail: clinics.contactEmail,
      name: users.name,
      surname: users.surname,
      nameAskedAt: users.nameAskedAt,
      interfaceLanguage: users.interfaceLanguage,
    })
    .from(users)
    .innerJoin(plans, eq(plans.id, users.planId))
    .leftJoin(clinics, eq(clinics.id, users.clinicId))
    .where(eq(users.id, userId));
  if (!row) throw new NotFoundError('Account not found');
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    role: row.role,
    plan: row.planName,
    ai_assistants: parseAgentIds(row.aiAssistants),
    includes_diary: row.includesDiary,
    clinic_id: row.clinicId,
    contact_email: row.clinicEmail ?? supportEmail,
    asks_for_name: row.nameAskedAt === null && (!row.name?.trim() || !row.surname?.trim()),
    interface_language: storedLanguage(row.interfaceLanguage),
  };
}
