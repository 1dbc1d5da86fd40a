import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (m=19 MiB, t=2, p=1): about 9 ms a hash on these machines.
// `algorithm: 2` is Algorithm.Argon2id, a const enum that isolated modules cannot import.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

// Verified against when no account matches, so an unknown login costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
