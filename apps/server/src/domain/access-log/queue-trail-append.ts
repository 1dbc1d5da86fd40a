import type { Database } from '../../db/database';
import { chainOf } from './access-row-hash';
import type { AccessTrail } from './access-trail';
import { writeToChain, type TrailAppend } from './write-to-chain';

/**
 * At most this many rows in one transaction (ten parameters a row, far below PostgreSQL's 65,535);
 * an append larger than that still goes whole, alone.
 */
const MAX_ROWS_PER_TRANSACTION = 1000;

interface QueuedAppend extends TrailAppend {
  resolve(isWritten: boolean): void;
  reject(error: unknown): void;
}

/** The appends of one chain waiting for this instance's next transaction on it. */
interface ChainQueue {
  waiting: QueuedAppend[];
  isWriting: boolean;
}

/** Per instance (its trail object) and database: the queue of each chain. */
const queuesOf = new WeakMap<AccessTrail, WeakMap<Database, Map<string, ChainQueue>>>();

/**
 * Group commit of the trail (issue 35, point 7; decision 028): the appends of one clinic's chain
 * that arrive while this instance is writing to it wait, and are then written together, in order,
 * in one transaction under one acquisition of the chain's lock. Each caller's promise settles
 * when the transaction that holds its rows has committed (or failed): a request answers only once
 * its row is in the database, so a process that dies loses no row it answered for. Other
 * instances still take the same advisory lock, so the chain stays one line across them.
 * Answers whether the append's rows were written (false: left out by its window).
 */
export function queueTrailAppend({
  db,
  trail,
  clinicId,
  append,
}: {
  db: Database;
  trail: AccessTrail;
  clinicId: string | null;
  append: TrailAppend;
}): Promise<boolean> {
  const queue = queueOf(db, trail, chainOf(clinicId));
  return new Promise<boolean>((resolve, reject) => {
    queue.waiting.push({ ...append, resolve, reject });
    if (queue.isWriting) return;
    queue.isWriting = true;
    // After the requests that have arrived by now have had their turn (setImmediate, not a
    // microtask): on PGlite a query never yields to the event loop, so a transaction begun in this
    // tick would run to its COMMIT before any other request got as far as its append, and every
    // group would hold one row.
    setImmediate(() => void writeQueue({ db, trail, clinicId, queue }));
  });
}

function queueOf(db: Database, trail: AccessTrail, chain: string): ChainQueue {
  let ofTrail = queuesOf.get(trail);
  if (!ofTrail) queuesOf.set(trail, (ofTrail = new WeakMap()));
  let ofDatabase = ofTrail.get(db);
  if (!ofDatabase) ofTrail.set(db, (ofDatabase = new Map()));
  let queue = ofDatabase.get(chain);
  if (!queue) ofDatabase.set(chain, (queue = { waiting: [], isWriting: false }));
  return queue;
}

/**
 * One transaction after another while appends wait. Each takes what has arrived once it holds the
 * chain's lock, not before: the appends that came while it waited for a connection, for the
 * lock (another instance) or, on PGlite, for the one connection that the other requests' queries
 * were using, go in the same transaction.
 */
async function writeQueue({ db, trail, clinicId, queue }: { db: Database; trail: AccessTrail; clinicId: string | null; queue: ChainQueue }) {
  try {
    while (queue.waiting.length > 0) await writeGroup({ db, trail, clinicId, take: () => takeGroup(queue.waiting) });
  } finally {
    queue.isWriting = false;
  }
}

function takeGroup(waiting: QueuedAppend[]): QueuedAppend[] {
  let count = 0;
  let rows = 0;
  for (const append of waiting) {
    if (count > 0 && rows + append.rows.length > MAX_ROWS_PER_TRANSACTION) break;
    rows += append.rows.length;
    count += 1;
  }
  return waiting.splice(0, count);
}

async function writeGroup({ db, trail, clinicId, take }: { db: Database; trail: AccessTrail; clinicId: string | null; take: () => QueuedAppend[] }) {
  let group: QueuedAppend[] | undefined;
  try {
    const isWritten = await db.transaction((tx) => writeToChain({ tx, key: trail.key, clinicId, takeAppends: () => (group = take()) }));
    group?.forEach((append, index) => append.resolve(isWritten[index] ?? false));
  } catch (error) {
    // Failed before it took its group (no connection, no transaction): the appends still waiting
    // are tried alone below, and fail with the database if it is down.
    group ??= take();
    const [only] = group;
    if (group.length === 1 && only) {
      only.reject(error);
      return;
    }
    // The transaction rolled back, so none of its rows were written: each append is written again
    // on its own, and one that cannot be written (a bad row) fails its own request, not the others.
    for (const append of group) await writeGroup({ db, trail, clinicId, take: () => [append] });
  }
}
