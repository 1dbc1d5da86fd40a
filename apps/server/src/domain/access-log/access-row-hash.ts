import crypto from 'node:crypto';

/** The previous hash of the first row of the trail. */
export const GENESIS_HASH = '0'.repeat(64);

/** The hash of a row: its content and the previous row's hash, so no row can change or vanish unseen. */
export function accessRowHash(row: { previousHash: string; at: Date; actorId: string; actorRole: string; actorName: string; patientId: string; clinicId: string | null; action: string }): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([row.previousHash, row.at.toISOString(), row.actorId, row.actorRole, row.actorName, row.patientId, row.clinicId, row.action]))
    .digest('hex');
}
