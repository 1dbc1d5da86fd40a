import type { InterfaceLanguageCode } from '@cephalo/shared/interface-languages';
import type { Role } from '@cephalo/shared/roles';
import type { DatabaseOrTransaction } from '../../db/database';
import { users } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { ConflictError } from '../../errors/http-errors';
import { hashPassword } from '../../auth/password';

export interface CreateUserOptions {
  db: DatabaseOrTransaction;
  email: string;
  username: string;
  password: string;
  role: Role;
  planId: number;
  clinicId: string | null;
  doctorId?: string | null;
  isVerified: boolean;
  name?: string | null;
  surname?: string | null;
  phoneNumber?: string | null;
  bio?: string | null;
  /** The language of the person's e-mails and the server's texts (decision 030); English when unknown. */
  interfaceLanguage?: InterfaceLanguageCode | undefined;
}

/** A taken e-mail address: a 409 where the caller may know (seeding, the operator, a clinic's own member). */
export class EmailTakenError extends ConflictError {
  constructor() {
    super('An account with this email already exists.');
  }
}

/** The row of a new account, its password already hashed. */
export const newAccountRow = (options: Omit<CreateUserOptions, 'db' | 'password'>, passwordHash: string) => ({
  email: options.email.trim().toLowerCase(),
  username: options.username.trim(),
  passwordHash,
  role: options.role,
  planId: options.planId,
  clinicId: options.clinicId,
  doctorId: options.doctorId ?? null,
  isVerified: options.isVerified,
  name: options.name ?? null,
  surname: options.surname ?? null,
  phoneNumber: options.phoneNumber ?? null,
  bio: options.bio ?? null,
  interfaceLanguage: options.interfaceLanguage ?? 'en',
});

export const NEW_ACCOUNT_COLUMNS = { id: users.id, email: users.email, username: users.username, role: users.role, isVerified: users.isVerified };

/** Inserts an account; a taken e-mail or username (in any letter case) answers 409. */
export async function createUser(options: CreateUserOptions) {
  const passwordHash = await hashPassword(options.password);
  try {
    const [user] = await options.db.insert(users).values(newAccountRow(options, passwordHash)).returning(NEW_ACCOUNT_COLUMNS);
    if (!user) throw new Error('User was not stored');
    return user;
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'users_email_lower_key') throw new EmailTakenError();
    if (constraint === 'users_username_lower_key') throw new ConflictError('This username is already taken.');
    throw error;
  }
}
