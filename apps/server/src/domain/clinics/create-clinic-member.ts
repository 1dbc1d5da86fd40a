import crypto from 'node:crypto';
import type { ClinicMember, NewClinicUserSchema } from '@cephalo/shared/clinic';
import type { InterfaceLanguageCode } from '@cephalo/shared/interface-languages';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { hashPassword } from '../../auth/password';
import { ConflictError } from '../../errors/http-errors';
import { assertPasswordNotGuessable } from '../../security/assert-password-not-guessable';
import { EmailTakenError, NEW_ACCOUNT_COLUMNS, newAccountRow } from '../accounts/create-user';
import { findTakenAccountNames, holdsEmail, holdsUsername } from '../accounts/find-taken-account-names';
import { findPlanByName } from '../plans/find-plan-by-name';
import { assertClinicDoctor } from './assert-clinic-doctor';
import { selectClinicMembers } from './select-clinic-members';

/** Why a member was not added although the answer looks as if it were: told by mail, never in the answer. */
export type ClinicMemberNotice = { kind: 'email-taken'; email: string } | { kind: 'username-taken'; email: string; username: string };

/**
 * An account made by a clinic administrator: it belongs to that clinic, starts verified and can
 * log in at once. A patient may get one of the clinic's doctors and a plan; a doctor gets Premium.
 * Answers the new member as the clinic's list shows them.
 *
 * An e-mail address or username of the clinic's own accounts is refused with a 409 (the
 * administrator sees those members anyway). One that belongs to an account of another clinic (or
 * of none) is not revealed (issue 37): nothing is created, the answer has the same status, shape
 * and time as a real one (one hash, the same statements), and `notice` says whom to tell by mail.
 */
export async function createClinicMember({
  db,
  clinicId,
  role,
  input,
  language,
}: {
  db: Database;
  clinicId: string;
  role: 'USER' | 'DOCTOR';
  input: z.output<typeof NewClinicUserSchema>;
  /** The administrator's interface language: the new member's until they choose their own (decision 030). */
  language?: InterfaceLanguageCode;
}): Promise<{ member: ClinicMember; notice: ClinicMemberNotice | null }> {
  assertPasswordNotGuessable(input.password);
  const email = input.email.trim().toLowerCase();
  const username = input.username.trim();
  // Before the transaction: no row stays locked while the hash is made.
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const doctorId = role === 'USER' ? (input.doctor_id ?? null) : null;
    const doctor = doctorId ? await assertClinicDoctor({ db: tx, clinicId, doctorId }) : null;
    const plan = await findPlanByName({ db: tx, name: role === 'USER' ? (input.plan ?? 'Premium') : 'Premium' });
    const taken = await findTakenAccountNames({ db: tx, email, usernames: [username] });
    const ownAccounts = taken.filter((account) => account.clinicId === clinicId);
    if (holdsEmail(ownAccounts, email)) throw new EmailTakenError();
    if (holdsUsername(ownAccounts, username)) throw new ConflictError('This username is already taken.');
    const [user] = await tx
      .insert(users)
      .values(
        newAccountRow(
          {
            email,
            username,
            role,
            planId: plan.id,
            clinicId,
            doctorId,
            isVerified: true,
            name: input.name ?? null,
            surname: input.surname ?? null,
            phoneNumber: input.phone_number ?? null,
            bio: input.bio ?? null,
            interfaceLanguage: language,
          },
          passwordHash,
        ),
      )
      .onConflictDoNothing()
      .returning(NEW_ACCOUNT_COLUMNS);
    // Read back for a made-up id too, so both answers take the same statements.
    const memberId = user?.id ?? crypto.randomUUID();
    const [member] = await selectClinicMembers({ db: tx, clinicId, role, memberId });
    if (user) {
      if (!member) throw new Error('The new member was not stored');
      return { member, notice: null };
    }
    const lookalike: ClinicMember = {
      id: memberId,
      name: input.name ?? null,
      surname: input.surname ?? null,
      email,
      username,
      phone_number: input.phone_number ?? null,
      plan_name: plan.name,
      doctor_id: doctorId,
      doctor_name: doctor?.doctorName ?? null,
      can_sign_in: true,
    };
    return { member: lookalike, notice: holdsEmail(taken, email) ? { kind: 'email-taken', email } : { kind: 'username-taken', email, username } };
  });
}
