import type { ClinicAuditLog } from '@cephalo/shared/access-log';
import type { Database } from '../../db/database';
import { listAccessLog } from './list-access-log';
import { verifyAccessChain } from './verify-access-chain';

/** The clinic's access trail, newest first, and whether the hash chain of the whole trail is intact. */
export async function getClinicAuditLog({ db, clinicId }: { db: Database; clinicId: string }): Promise<ClinicAuditLog> {
  const [entries, chain] = await Promise.all([listAccessLog({ db, clinicId }), verifyAccessChain({ db })]);
  return { entries, is_intact: chain.isIntact };
}
