import type crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database';
import { accessLog, accessLogAnchors } from '../../db/schema';
import { GENESIS_HASH, accessRowHash, anchorMac, isAnchorGenuine, type AccessRowContent } from './access-row-hash';

/** Where a chain has got to, as its anchor row says (access_log_anchors). */
export type ChainAnchor = typeof accessLogAnchors.$inferSelect;

/** A row to append: everything but its link to the row before, which sealing adds. */
type RowToSeal = Omit<AccessRowContent, 'previousHash'>;

/**
 * Under the chain's lock (writeToChain), inside `tx`: seals `rows` with the key, each chained to
 * the row before, appends them after the chain's end and moves the anchor there. Answers the new
 * anchor.
 *
 * `knownEnd` is the anchor this instance itself wrote last. The rows are then sealed after it and
 * written in one statement that checks, in the database, that the anchor is still exactly that
 * (another instance may have written since): one round trip instead of two between a group's
 * lock and its COMMIT (issue 35, point 7). When it is not, that statement writes nothing and
 * answers the anchor as it is, and the rows are sealed again after it: the same two round trips
 * as without `knownEnd`.
 */
export async function extendChain({
  tx,
  key,
  chain,
  rows,
  knownEnd,
}: {
  tx: DatabaseOrTransaction;
  key: crypto.KeyObject;
  chain: string;
  rows: readonly RowToSeal[];
  knownEnd?: ChainAnchor | undefined;
}): Promise<ChainAnchor> {
  let anchor: ChainAnchor | undefined;
  if (knownEnd?.chain === chain) {
    const sealed = sealAfter(key, knownEnd, chain, rows);
    const { isMoved, current } = await writeAfterKnownEnd(tx, knownEnd, sealed);
    if (isMoved) return sealed.end;
    anchor = current;
  } else {
    [anchor] = await tx.select().from(accessLogAnchors).where(eq(accessLogAnchors.chain, chain));
  }
  const sealed = sealAfter(key, anchor, chain, rows);
  await tx.execute(sql`
    with written as (${insertRows(sealed.rows)})
    insert into ${accessLogAnchors} (chain, row_count, last_hash, unkeyed_break_id, mac)
    values (${sealed.end.chain}, ${sealed.end.rowCount}, ${sealed.end.lastHash}, ${sealed.end.unkeyedBreakId}, ${sealed.end.mac})
    on conflict (chain) do update set row_count = excluded.row_count, last_hash = excluded.last_hash, mac = excluded.mac`);
  return sealed.end;
}

interface SealedRows {
  rows: (AccessRowContent & { hash: string })[];
  end: ChainAnchor;
}

/** The rows sealed after `anchor` (none yet: the chain's start), and the anchor that ends them. */
function sealAfter(key: crypto.KeyObject, anchor: ChainAnchor | undefined, chain: string, rows: readonly RowToSeal[]): SealedRows {
  let previousHash = anchor?.lastHash ?? GENESIS_HASH;
  const sealed = rows.map((row) => {
    const content = { ...row, previousHash };
    previousHash = accessRowHash(key, content);
    return { ...content, hash: previousHash };
  });
  const end = { chain, rowCount: (anchor?.rowCount ?? 0) + rows.length, lastHash: previousHash, unkeyedBreakId: anchor?.unkeyedBreakId ?? null };
  // An anchor that was not made with the key stays unmade: extending it would launder what was done to it.
  const mac = !anchor || isAnchorGenuine(key, anchor) ? anchorMac(key, end) : 'not sealed with the key';
  return { rows: sealed, end: { ...end, mac } };
}

/** Writes the rows and moves the anchor only if the anchor is exactly `knownEnd`; answers the anchor as it was either way. */
async function writeAfterKnownEnd(tx: DatabaseOrTransaction, knownEnd: ChainAnchor, sealed: SealedRows) {
  const { end } = sealed;
  const result = (await tx.execute(sql`
    with current_end as (
      select * from ${accessLogAnchors} where chain = ${end.chain}),
    is_known as (
      select 1 from current_end
      where row_count = ${knownEnd.rowCount} and last_hash = ${knownEnd.lastHash} and mac = ${knownEnd.mac}
        and unkeyed_break_id is not distinct from ${knownEnd.unkeyedBreakId}::bigint),
    written as (${insertRows(sealed.rows, sql`where exists (select 1 from is_known)`)}),
    moved as (
      update ${accessLogAnchors} set row_count = ${end.rowCount}, last_hash = ${end.lastHash}, mac = ${end.mac}
      where chain = ${end.chain} and exists (select 1 from is_known)
      returning 1)
    select (select count(*) from moved)::int as moved, current_end.chain, current_end.row_count::text as row_count,
      current_end.last_hash, current_end.unkeyed_break_id::text as unkeyed_break_id, current_end.mac
    from (select 1) as one left join current_end on true`)) as unknown as { rows: AnchorAnswer[] };
  const [answer] = result.rows;
  const current: ChainAnchor | undefined =
    answer?.chain == null
      ? undefined
      : {
          chain: answer.chain,
          rowCount: Number(answer.row_count),
          lastHash: answer.last_hash!,
          unkeyedBreakId: answer.unkeyed_break_id == null ? null : Number(answer.unkeyed_break_id),
          mac: answer.mac!,
        };
  return { isMoved: Number(answer?.moved) === 1, current };
}

interface AnchorAnswer {
  moved: number;
  chain: string | null;
  row_count: string | null;
  last_hash: string | null;
  unkeyed_break_id: string | null;
  mac: string | null;
}

/** The columns of access_log a sealed row fills (the id comes from its sequence). */
const WRITTEN_COLUMNS = [
  'at',
  'actor_id',
  'actor_role',
  'actor_name',
  'patient_id',
  'listed_patient_ids',
  'clinic_id',
  'action',
  'previous_hash',
  'hash',
  'chain_version',
] as const;

/**
 * The INSERT of sealed rows, as one JSON parameter: a group's VALUES list (eleven parameters a
 * row, ~500 for a group of list views) took milliseconds of the server's thread to build and bind,
 * longer than the database took to insert them (issue 35, point 7). The rows take their ids (the
 * chain's order for its check) in the given order.
 */
function insertRows(rows: SealedRows['rows'], condition = sql``) {
  const columns = sql.join(
    WRITTEN_COLUMNS.map((column) => sql.identifier(column)),
    sql`, `,
  );
  return sql`
    insert into ${accessLog} (${columns})
    select ${columns} from json_populate_recordset(null::${accessLog}, ${JSON.stringify(rows.map(asWrittenRow))}::json) with ordinality as sealed
    ${condition}
    order by sealed.ordinality`;
}

/**
 * A sealed row by its columns, as json_populate_recordset reads it (`at` to the millisecond, as it
 * was sealed). The listed patients go as an array's text (each element quoted), which the
 * database reads about twice as fast as a JSON array of 24 ids (PGlite, measured).
 */
const asWrittenRow = (row: SealedRows['rows'][number]): Record<(typeof WRITTEN_COLUMNS)[number], unknown> => ({
  at: row.at.toISOString(),
  actor_id: row.actorId,
  actor_role: row.actorRole,
  actor_name: row.actorName,
  patient_id: row.patientId,
  listed_patient_ids: row.listedPatientIds && `{${row.listedPatientIds.map((id) => `"${id.replace(/["\\]/g, '\\$&')}"`).join(',')}}`,
  clinic_id: row.clinicId,
  action: row.action,
  previous_hash: row.previousHash,
  hash: row.hash,
  chain_version: 2,
});
