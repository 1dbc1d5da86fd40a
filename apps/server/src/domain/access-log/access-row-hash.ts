import crypto from 'node:crypto';
import type { Role } from '@cephalo/shared/roles';

/** The previous hash of the first row of a chain. */
export const GENESIS_HASH = '0'.repeat(64);

/** The chain a row belongs to: its clinic's, or one for rows without a clinic. */
export const chainOf = (clinicId: string | null): string => clinicId ?? 'none';

/** What a row of the trail says, with the hash of the row before it in its chain. */
export interface AccessRowContent {
  previousHash: string;
  at: Date;
  actorId: string;
  actorRole: Role;
  actorName: string;
  patientId: string | null;
  listedPatientIds: string[] | null;
  clinicId: string | null;
  action: string;
}

/**
 * The seal of a row (chain_version 2): an HMAC with the trail's key over its content and the
 * previous row's seal, so a row cannot change, vanish or be made up without the key, which is
 * not in the database.
 */
export function accessRowHash(key: crypto.KeyObject, row: AccessRowContent): string {
  return crypto
    .createHmac('sha256', key)
    .update(
      JSON.stringify([
        'access-row/2',
        row.previousHash,
        row.at.toISOString(),
        row.actorId,
        row.actorRole,
        row.actorName,
        row.patientId,
        row.listedPatientIds,
        row.clinicId,
        row.action,
      ]),
    )
    .digest('hex');
}

/** Where a chain has got to: how many rows, the last one's seal, and a break found in its old unkeyed rows. */
export interface ChainEnd {
  chain: string;
  rowCount: number;
  lastHash: string;
  unkeyedBreakId: number | null;
}

/** The MAC of an anchor: a chain's end cannot be set back or forward, nor a break forgotten, without the key. */
export function anchorMac(key: crypto.KeyObject, end: ChainEnd): string {
  return crypto
    .createHmac('sha256', key)
    .update(JSON.stringify(['access-anchor/2', end.chain, end.rowCount, end.lastHash, end.unkeyedBreakId]))
    .digest('hex');
}

/** Whether an anchor's MAC is the one the key gives (in constant time). */
export function isAnchorGenuine(key: crypto.KeyObject, anchor: ChainEnd & { mac: string }): boolean {
  const expected = Buffer.from(anchorMac(key, anchor), 'hex');
  const stored = Buffer.from(anchor.mac, 'hex');
  return stored.length === expected.length && crypto.timingSafeEqual(stored, expected);
}

/**
 * The hash of a row of the old unkeyed chain (chain_version 1, before migration 0015): SHA-256
 * over its content and the previous row's hash, one chain for every clinic. Anyone could
 * recompute it; it is only read to check the old chain once, when its rows are sealed with the key.
 */
export function unkeyedAccessRowHash(row: Omit<AccessRowContent, 'listedPatientIds'>): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([row.previousHash, row.at.toISOString(), row.actorId, row.actorRole, row.actorName, row.patientId, row.clinicId, row.action]))
    .digest('hex');
}
